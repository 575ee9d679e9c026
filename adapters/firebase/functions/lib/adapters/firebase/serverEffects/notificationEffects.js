"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planNotificationReadEffects = planNotificationReadEffects;
const unread_1 = require("../../../core/rules/unread");
const paths_1 = require("../paths");
function planNotificationReadEffects(change, bell) {
    if (bell === null || change.before.isRead || !change.after.isRead)
        return [];
    const next = (0, unread_1.afterNotificationClicked)(bell, change.before);
    if (next === bell)
        return [];
    return [{ op: 'update', path: paths_1.docPaths.user(change.uid), data: { unreadNotifications: next } }];
}
//# sourceMappingURL=notificationEffects.js.map