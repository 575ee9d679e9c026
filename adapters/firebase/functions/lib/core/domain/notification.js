"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.chatNotificationId = chatNotificationId;
/** One `chat` notification per conversation, refreshed by each new message. */
function chatNotificationId(otherId) {
    return `chat_${otherId}`;
}
//# sourceMappingURL=notification.js.map