"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planApplicationCreated = planApplicationCreated;
exports.planApplicationDecided = planApplicationDecided;
const notificationTexts_1 = require("../../../core/notifications/notificationTexts");
const applicationStatus_1 = require("../../../core/rules/applicationStatus");
const unread_1 = require("../../../core/rules/unread");
const paths_1 = require("../paths");
function notify(uid, id, message, link, bell, nowMs) {
    const writes = [
        {
            op: 'set',
            path: paths_1.docPaths.notification(uid, id),
            data: { id, userId: uid, type: 'application', message, isRead: false, link, createdAt: new Date(nowMs) },
        },
    ];
    if (bell !== null)
        writes.push({ op: 'update', path: paths_1.docPaths.user(uid), data: { unreadNotifications: (0, unread_1.clampUnread)(bell) + 1 } });
    return writes;
}
/** Nothing when the project is gone, the applicant is its owner, or the owner was already told. */
function planApplicationCreated(created, project, alreadyNotified, ownerBell, nowMs) {
    if (!project || alreadyNotified || project.ownerId === created.applicantId)
        return [];
    return notify(project.ownerId, paths_1.notificationIds.application(created.projectId, created.applicantId), (0, notificationTexts_1.applicationNotificationText)(created.applicantName, project.projectName), `/project/${created.projectId}`, ownerBell, nowMs);
}
/** Only pending → accepted | rejected notifies, once. */
function planApplicationDecided(change, project, alreadyNotified, applicantBell, nowMs) {
    if (!project || alreadyNotified || !(0, applicationStatus_1.canTransition)(change.before, change.after) || change.after === 'pending')
        return [];
    return notify(change.applicantId, paths_1.notificationIds.decision(change.projectId, change.applicantId), (0, notificationTexts_1.decisionNotificationText)(project.projectName, change.after), `/project/${change.projectId}`, applicantBell, nowMs);
}
//# sourceMappingURL=applicationEffects.js.map