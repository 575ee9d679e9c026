"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateFeedback = validateFeedback;
const limits_1 = require("./limits");
const text_1 = require("./text");
const url_1 = require("./url");
/** Contact form (spec 5): name and message required; email optional, email-typed when given. */
function validateFeedback(input) {
    const errors = {};
    if ((0, text_1.isBlank)(input.name))
        errors.name = 'required';
    else if ((0, text_1.isTooLong)(input.name, limits_1.TEXT_LIMITS.FEEDBACK_NAME))
        errors.name = 'too_long';
    const email = (0, text_1.trimmed)(input.email);
    if (email !== '' && !(0, url_1.isEmail)(email))
        errors.email = 'email_invalid';
    if ((0, text_1.isBlank)(input.message))
        errors.message = 'required';
    else if ((0, text_1.isTooLong)(input.message, limits_1.TEXT_LIMITS.FEEDBACK_MESSAGE))
        errors.message = 'too_long';
    return errors;
}
//# sourceMappingURL=feedback.js.map