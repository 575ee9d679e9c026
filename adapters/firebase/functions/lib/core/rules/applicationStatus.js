"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.canTransition = canTransition;
exports.isDecided = isDecided;
exports.countPending = countPending;
/** Spec 4: pending, then accepted or rejected (by the project owner). Nothing else. */
function canTransition(from, to) {
    return from === 'pending' && (to === 'accepted' || to === 'rejected');
}
/** Decided applications show a status tag; pending ones show accept and reject buttons. */
function isDecided(status) {
    return status === 'accepted' || status === 'rejected';
}
/** The pending count shown above the owner's applications list. */
function countPending(apps) {
    return apps.filter((a) => a.status === 'pending').length;
}
//# sourceMappingURL=applicationStatus.js.map