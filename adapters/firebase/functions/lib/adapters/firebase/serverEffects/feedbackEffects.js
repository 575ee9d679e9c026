"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FEEDBACK_TEXTS = void 0;
exports.planFeedback = planFeedback;
const feedback_1 = require("../../../core/validation/feedback");
exports.FEEDBACK_TEXTS = {
    success: '感謝您的來信！我們已收到您的訊息，會盡快回覆。',
    required: '請填寫姓名與訊息內容。',
    emailInvalid: 'Email 格式不正確。',
    tooLong: '內容過長，請精簡後再送出。',
    failed: '無法送出，請稍後再試。',
};
function text(v) {
    return typeof v === 'string' ? v.trim() : '';
}
function planFeedback(data, callerUid, nowMs) {
    const raw = (typeof data === 'object' && data !== null ? data : {});
    const input = { name: text(raw.name), email: text(raw.email), message: text(raw.message) };
    const errors = (0, feedback_1.validateFeedback)(input);
    const codes = Object.values(errors);
    if (codes.length > 0) {
        const message = codes.includes('required')
            ? exports.FEEDBACK_TEXTS.required
            : codes.includes('email_invalid')
                ? exports.FEEDBACK_TEXTS.emailInvalid
                : exports.FEEDBACK_TEXTS.tooLong;
        return { response: { success: false, message }, document: null };
    }
    return {
        response: { success: true, message: exports.FEEDBACK_TEXTS.success },
        document: { ...input, uid: callerUid, createdAt: new Date(nowMs) },
    };
}
//# sourceMappingURL=feedbackEffects.js.map