"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_MEMBER_NAME = void 0;
exports.memberNameOrDefault = memberNameOrDefault;
/** Spec 7, Authentication: a member created by social sign-in without a name is "New member". */
exports.DEFAULT_MEMBER_NAME = '新會員';
/** The name to show or store: the trimmed name, or DEFAULT_MEMBER_NAME when blank. */
function memberNameOrDefault(name) {
    const n = typeof name === 'string' ? name.trim() : '';
    return n === '' ? exports.DEFAULT_MEMBER_NAME : n;
}
//# sourceMappingURL=defaults.js.map