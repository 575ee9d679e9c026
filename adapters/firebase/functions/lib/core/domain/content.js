"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=content.js.map