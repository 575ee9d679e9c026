"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.chatIdOf = chatIdOf;
exports.chatMembers = chatMembers;
/** Spec: the chat id is the two member ids sorted and joined by an underscore. */
function chatIdOf(a, b) {
    return [a, b].sort().join('_');
}
function chatMembers(chatId) {
    const parts = chatId.split('_');
    if (parts.length !== 2 || !parts[0] || !parts[1])
        return null;
    return [parts[0], parts[1]];
}
//# sourceMappingURL=chat.js.map