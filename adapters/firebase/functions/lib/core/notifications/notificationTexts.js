"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NOTIFICATION_PREVIEW_MAX = void 0;
exports.previewText = previewText;
exports.chatNotificationText = chatNotificationText;
exports.applicationNotificationText = applicationNotificationText;
exports.decisionNotificationText = decisionNotificationText;
/**
 * The zh-TW texts a backend writes into notifications (server-side texts, stored in the
 * notification's `message`). Every backend uses these functions or the same wording.
 */
const defaults_1 = require("../rules/defaults");
/** A chat notification quotes at most this many characters (code points) of the message, "…" included. */
exports.NOTIFICATION_PREVIEW_MAX = 30;
/**
 * The message as a one-line preview: whitespace runs (newlines included) become one space,
 * trimmed; longer than `max` code points → the first `max - 1` and "…".
 */
function previewText(text, max = exports.NOTIFICATION_PREVIEW_MAX) {
    const oneLine = (typeof text === 'string' ? text : '').replace(/\s+/g, ' ').trim();
    const chars = [...oneLine];
    if (chars.length <= max)
        return oneLine;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/** e.g. 王小明 傳了訊息給你：「明天有空聊聊嗎？」 */
function chatNotificationText(senderName, text) {
    return `${(0, defaults_1.memberNameOrDefault)(senderName)} 傳了訊息給你：「${previewText(text)}」`;
}
/** e.g. 王小明 申請加入你的專案「共享廚房」 */
function applicationNotificationText(applicantName, projectName) {
    return `${(0, defaults_1.memberNameOrDefault)(applicantName)} 申請加入你的專案「${projectName.trim()}」`;
}
/** e.g. 恭喜！專案「共享廚房」已接受你的加入申請 / 很抱歉，專案「共享廚房」已婉拒你的加入申請 */
function decisionNotificationText(projectName, status) {
    const name = projectName.trim();
    return status === 'accepted'
        ? `恭喜！專案「${name}」已接受你的加入申請`
        : `很抱歉，專案「${name}」已婉拒你的加入申請`;
}
//# sourceMappingURL=notificationTexts.js.map