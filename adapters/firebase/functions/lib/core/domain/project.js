"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=project.js.map