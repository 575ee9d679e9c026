"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=questionnaire.js.map