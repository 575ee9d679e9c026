"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isTimestampLike = isTimestampLike;
exports.toMillis = toMillis;
exports.str = str;
exports.toUserProfile = toUserProfile;
exports.toContact = toContact;
exports.toProject = toProject;
exports.toApplication = toApplication;
exports.toChatMessage = toChatMessage;
exports.toChatSummary = toChatSummary;
exports.toNotification = toNotification;
exports.toBanner = toBanner;
exports.toResource = toResource;
exports.toQuestionnaire = toQuestionnaire;
exports.toQuestion = toQuestion;
exports.toSubmission = toSubmission;
exports.toResult = toResult;
/**
 * Firestore document data → core domain objects. Tolerant: a missing or mistyped field becomes
 * its empty value, so an old or hand-edited document never breaks a screen. Timestamps are
 * recognised by shape (`toMillis()`, or `seconds` + `nanoseconds`), so the same code reads the
 * client SDK's, the Admin SDK's and plain test values. No SDK import.
 */
const domain_1 = require("../../core/domain");
function isTimestampLike(v) {
    return (typeof v === 'object' &&
        v !== null &&
        typeof v.seconds === 'number' &&
        typeof v.nanoseconds === 'number');
}
/** Timestamp, Date or number → epoch ms; anything else → 0. */
function toMillis(v) {
    if (typeof v === 'number' && Number.isFinite(v))
        return v;
    if (v instanceof Date)
        return v.getTime();
    if (typeof v === 'object' && v !== null && typeof v.toMillis === 'function') {
        return v.toMillis();
    }
    if (isTimestampLike(v))
        return v.seconds * 1000 + Math.floor(v.nanoseconds / 1e6);
    return 0;
}
function str(v) {
    return typeof v === 'string' ? v : '';
}
function num(v, fallback = 0) {
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}
function bool(v) {
    return v === true;
}
function strings(v) {
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
}
function oneOf(values, v) {
    return (0, domain_1.isOneOf)(values, v) ? v : null;
}
function obj(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
}
function archetypeResult(v) {
    const r = obj(v);
    const archetype = oneOf(domain_1.ARCHETYPES, r.archetype);
    if (!archetype || typeof r.resultId !== 'string' || r.resultId === '')
        return null;
    return { archetype, overallScore: num(r.overallScore), resultId: r.resultId, retakeCount: num(r.retakeCount) };
}
/** users/{uid}. Spec: name (also displayName), avatarUrl (also photoURL). */
function toUserProfile(id, d) {
    const address = obj(d.address);
    return {
        uid: id,
        name: str(d.name) || str(d.displayName),
        avatarUrl: str(d.avatarUrl) || str(d.photoURL),
        headline: str(d.headline),
        bio: str(d.bio),
        role: oneOf(domain_1.ROLES, d.role),
        gender: oneOf(domain_1.GENDERS, d.gender),
        skills: strings(d.skills),
        address: { city: str(address.city), district: str(address.district) },
        createdAt: toMillis(d.createdAt),
        unreadNotifications: Math.max(0, Math.trunc(num(d.unreadNotifications))),
        isAdmin: bool(d.isAdmin),
        industryExperience: strings(d.industryExperience),
        yearsExperience: oneOf(domain_1.YEARS_EXPERIENCE, d.yearsExperience),
        pastExperience: str(d.pastExperience),
        linkedinUrl: str(d.linkedinUrl),
        githubUrl: str(d.githubUrl),
        websiteUrl: str(d.websiteUrl),
        interests: strings(d.interests),
        workingStyle: strings(d.workingStyle),
        availability: oneOf(domain_1.AVAILABILITIES, d.availability),
        archetypeResult: archetypeResult(d.archetypeResult),
    };
}
function toContact(d) {
    return { email: str(d.email), phone: str(d.phone) };
}
function toProject(id, d) {
    return {
        id,
        projectName: str(d.projectName),
        headline: str(d.headline),
        description: str(d.description),
        stage: oneOf(domain_1.PROJECT_STAGES, d.stage) ?? 'concept',
        partnersWanted: strings(d.partnersWanted).filter((p) => (0, domain_1.isOneOf)(domain_1.PARTNER_ROLES, p)),
        skillsRequired: strings(d.skillsRequired),
        ownerId: str(d.ownerId) || id,
        ownerName: str(d.ownerName),
        ownerAvatar: str(d.ownerAvatar),
        createdAt: toMillis(d.createdAt),
    };
}
/** projects/{projectId}/applications/{applicantId}: both ids come from the path. */
function toApplication(projectId, applicantId, d) {
    return {
        projectId,
        applicantId: str(d.applicantId) || applicantId,
        applicantName: str(d.applicantName),
        applicantAvatar: str(d.applicantAvatar),
        status: oneOf(domain_1.APPLICATION_STATUSES, d.status) ?? 'pending',
        createdAt: toMillis(d.createdAt),
    };
}
function toChatMessage(chatId, id, d) {
    return { id, chatId, text: str(d.text), senderId: str(d.senderId), timestamp: toMillis(d.timestamp) };
}
function toChatSummary(otherId, d) {
    const last = obj(d.lastMessage);
    return {
        otherId: str(d.otherId) || otherId,
        otherName: str(d.otherName),
        otherAvatar: str(d.otherAvatar),
        lastMessage: { text: str(last.text), timestamp: toMillis(last.timestamp), senderId: str(last.senderId) },
        unreadCount: Math.max(0, Math.trunc(num(d.unreadCount))),
    };
}
function toNotification(uid, id, d) {
    return {
        id,
        userId: str(d.userId) || uid,
        type: oneOf(domain_1.NOTIFICATION_TYPES, d.type) ?? 'other',
        message: str(d.message),
        isRead: bool(d.isRead),
        link: str(d.link),
        createdAt: toMillis(d.createdAt),
    };
}
function toBanner(id, d) {
    return { id, title: str(d.title), linkUrl: str(d.linkUrl), imageUrl: str(d.imageUrl), order: num(d.order, 100) };
}
function toResource(id, d) {
    return {
        id,
        title: str(d.title),
        description: str(d.description),
        imageUrl: str(d.imageUrl),
        officialUrl: str(d.officialUrl),
        category: str(d.category),
        district: str(d.district),
        createdAt: toMillis(d.createdAt),
    };
}
function toQuestionnaire(id, d) {
    return { id, title: str(d.title), description: str(d.description), isActive: bool(d.isActive) };
}
/** Spec 3: "Older options had one single value" — it counts for `overall` (core scoring's rule). */
function toOption(v) {
    const o = obj(v);
    const scores = {};
    const raw = o.scores === undefined || o.scores === null ? null : obj(o.scores);
    for (const dim of domain_1.SCORE_DIMENSIONS)
        scores[dim] = raw ? num(raw[dim]) : dim === 'overall' ? num(o.value) : 0;
    return { text: str(o.text), scores };
}
function toQuestion(id, d) {
    return {
        id,
        questionnaireId: str(d.questionnaireId),
        part: num(d.part),
        order: num(d.order, 10),
        text: str(d.text),
        type: oneOf(domain_1.QUESTION_TYPES, d.type) ?? 'single_choice',
        options: Array.isArray(d.options) ? d.options.map(toOption) : [],
    };
}
function toSubmission(id, d) {
    const answers = Array.isArray(d.answers) ? d.answers : [];
    return {
        id,
        userId: str(d.userId),
        questionnaireId: str(d.questionnaireId),
        answers: answers.map((a) => {
            const o = obj(a);
            return { questionId: str(o.questionId), chosenOptionIndex: num(o.chosenOptionIndex, -1) };
        }),
        createdAt: toMillis(d.createdAt),
        resultId: typeof d.resultId === 'string' && d.resultId !== '' ? d.resultId : null,
    };
}
function toResult(id, d) {
    const dims = obj(d.dimensionScores);
    const dimensionScores = {};
    for (const dim of domain_1.SCORE_DIMENSIONS)
        dimensionScores[dim] = num(dims[dim]);
    return {
        id,
        userId: str(d.userId),
        submissionId: str(d.submissionId) || id,
        overallScore: num(d.overallScore),
        archetype: oneOf(domain_1.ARCHETYPES, d.archetype) ?? 'dreamer',
        retakeCount: num(d.retakeCount),
        dimensionScores,
        createdAt: toMillis(d.createdAt),
    };
}
//# sourceMappingURL=mapping.js.map