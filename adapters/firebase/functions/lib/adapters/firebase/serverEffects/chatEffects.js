"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.receiverOf = receiverOf;
exports.planMessageEffects = planMessageEffects;
exports.planSummaryReadEffects = planSummaryReadEffects;
/**
 * A message → both chat summaries, the receiver's unread counts and the receiver's one chat
 * notification per conversation (ARCHITECTURE.md, the bell model of core/rules/unread.ts).
 * A summary's unread count going down (the member opened the chat) → the bell goes down by as much.
 */
const domain_1 = require("../../../core/domain");
const notificationTexts_1 = require("../../../core/notifications/notificationTexts");
const defaults_1 = require("../../../core/rules/defaults");
const unread_1 = require("../../../core/rules/unread");
const paths_1 = require("../paths");
function receiverOf(chatId, senderId) {
    const members = (0, domain_1.chatMembers)(chatId);
    if (!members || members[0] === members[1] || !members.includes(senderId))
        return null;
    return members[0] === senderId ? members[1] : members[0];
}
/**
 * The writes for one new message. Nothing when the chat id does not name the sender and one
 * other member, or when the message was already applied (a retried trigger: the receiver's
 * summary already names it). An older message arriving late counts as unread but does not
 * replace a newer lastMessage.
 */
function planMessageEffects(message, state, nowMs) {
    const receiverId = receiverOf(message.chatId, message.senderId);
    if (!receiverId)
        return [];
    if (state.receiverSummary?.lastMessageId === message.messageId)
        return [];
    const lastMessage = { text: message.text, timestamp: new Date(message.timestampMs), senderId: message.senderId };
    const senderName = (0, defaults_1.memberNameOrDefault)(state.sender?.name);
    const receiverName = (0, defaults_1.memberNameOrDefault)(state.receiver?.name);
    const summaryFor = (otherId, other, existing, unreadCount) => {
        const data = {
            otherId,
            otherName: other.name,
            otherAvatar: other.avatar,
            unreadCount,
            lastMessageId: message.messageId,
        };
        if (!existing || message.timestampMs >= existing.lastTimestampMs)
            data.lastMessage = lastMessage;
        return data;
    };
    const writes = [
        {
            op: 'set',
            merge: true,
            path: paths_1.docPaths.chatSummary(receiverId, message.senderId),
            data: summaryFor(message.senderId, { name: senderName, avatar: state.sender?.avatarUrl ?? '' }, state.receiverSummary, (0, unread_1.clampUnread)(state.receiverSummary?.unreadCount ?? 0) + 1),
        },
        {
            op: 'set',
            merge: true,
            path: paths_1.docPaths.chatSummary(message.senderId, receiverId),
            data: summaryFor(receiverId, { name: receiverName, avatar: state.receiver?.avatarUrl ?? '' }, state.senderSummary, (0, unread_1.clampUnread)(state.senderSummary?.unreadCount ?? 0)),
        },
        {
            op: 'set',
            path: paths_1.docPaths.chatNotification(receiverId, message.senderId),
            data: {
                id: (0, domain_1.chatNotificationId)(message.senderId),
                userId: receiverId,
                type: 'chat',
                message: (0, notificationTexts_1.chatNotificationText)(senderName, message.text),
                isRead: false,
                link: `/chat/${message.senderId}`,
                createdAt: new Date(nowMs),
            },
        },
    ];
    if (state.receiverBell !== null) {
        writes.push({
            op: 'update',
            path: paths_1.docPaths.user(receiverId),
            data: { unreadNotifications: (0, unread_1.afterMessageReceived)(state.receiverBell) },
        });
    }
    return writes;
}
/** The member zeroed (or lowered) a summary's unread count: the bell goes down by as much. */
function planSummaryReadEffects(change, bell) {
    const before = (0, unread_1.clampUnread)(change.beforeUnread);
    const after = (0, unread_1.clampUnread)(change.afterUnread);
    if (after >= before || bell === null)
        return [];
    return [{ op: 'update', path: paths_1.docPaths.user(change.uid), data: { unreadNotifications: (0, unread_1.afterChatOpened)(bell, before - after) } }];
}
//# sourceMappingURL=chatEffects.js.map