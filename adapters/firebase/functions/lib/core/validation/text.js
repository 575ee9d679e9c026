"use strict";
/** Small text helpers shared by the validators. */
Object.defineProperty(exports, "__esModule", { value: true });
exports.textLength = textLength;
exports.isBlank = isBlank;
exports.trimmed = trimmed;
exports.isTooLong = isTooLong;
/** Length in Unicode code points (what a person counts, and SQL `char_length`). */
function textLength(value) {
    return [...value].length;
}
/** `undefined`, `null`, non-strings and whitespace-only strings are blank. */
function isBlank(value) {
    return typeof value !== 'string' || value.trim() === '';
}
/** The trimmed string, or '' for anything that is not a string. */
function trimmed(value) {
    return typeof value === 'string' ? value.trim() : '';
}
function isTooLong(value, max) {
    return textLength(trimmed(value)) > max;
}
//# sourceMappingURL=text.js.map