"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=writes.js.map