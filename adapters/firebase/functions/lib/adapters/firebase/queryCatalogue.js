"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CATALOGUE = exports.queries = exports.PREFIX_END = exports.DOCUMENT_ID = void 0;
exports.encodeCursor = encodeCursor;
exports.decodeCursor = decodeCursor;
exports.shapeOf = shapeOf;
const domain_1 = require("../../core/domain");
const paths_1 = require("./paths");
/** The document-id pseudo field (`documentId()` in the SDK). */
exports.DOCUMENT_ID = '__name__';
// ---------------------------------------------------------------------------------------------
// Cursors: the opaque `Cursor` string of core/domain is the JSON of the last item's order values.
function encodeCursor(values) {
    return JSON.stringify(values.map((v) => (typeof v === 'object' ? { ts: [v.seconds, v.nanoseconds] } : v)));
}
function isTs(v) {
    const ts = v?.ts;
    return Array.isArray(ts) && ts.length === 2 && ts.every((n) => Number.isInteger(n));
}
/** Refuses anything this module did not encode for `orders` (DomainError invalid-argument). */
function decodeCursor(cursor, orders) {
    let raw;
    try {
        raw = JSON.parse(cursor);
    }
    catch {
        throw new domain_1.DomainError('invalid-argument', 'malformed cursor');
    }
    if (!Array.isArray(raw) || raw.length !== orders.length)
        throw new domain_1.DomainError('invalid-argument', 'malformed cursor');
    return raw.map((v) => {
        if (isTs(v))
            return { seconds: v.ts[0], nanoseconds: v.ts[1] };
        if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)))
            return v;
        throw new domain_1.DomainError('invalid-argument', 'malformed cursor');
    });
}
function paged(orderBy, after) {
    return after ? decodeCursor(after, orderBy) : null;
}
const NEWEST_FIRST = [
    { field: 'createdAt', direction: 'desc' },
    { field: exports.DOCUMENT_ID, direction: 'desc' },
];
/** The highest code point Firestore sorts strings by: `prefix` ≤ name ≤ `prefix + PREFIX_END`. */
exports.PREFIX_END = '\uf8ff';
// ---------------------------------------------------------------------------------------------
// Builders, one per query the backend issues.
exports.queries = {
    /**
     * Home (5) and Explore partners (12): newest first, equality filters on role, gender,
     * address.city and address.district. A district without a city is ignored (the district
     * select is enabled only once a city is chosen).
     */
    usersList(filters, limit, after) {
        const f = [];
        if (filters.role)
            f.push({ field: 'role', op: '==', value: filters.role });
        if (filters.gender)
            f.push({ field: 'gender', op: '==', value: filters.gender });
        if (filters.city) {
            f.push({ field: 'address.city', op: '==', value: filters.city });
            if (filters.district)
                f.push({ field: 'address.district', op: '==', value: filters.district });
        }
        return spec('users.list', [paths_1.COLLECTIONS.users], f, NEWEST_FIRST, limit, paged(NEWEST_FIRST, after));
    },
    /** Admin member search: name prefix, by name. */
    usersByNamePrefix(prefix, limit, after) {
        const orders = [
            { field: 'name', direction: 'asc' },
            { field: exports.DOCUMENT_ID, direction: 'asc' },
        ];
        return spec('users.byNamePrefix', [paths_1.COLLECTIONS.users], prefixFilters('name', prefix), orders, limit, paged(orders, after));
    },
    /** Admin dashboard count. */
    usersAll() {
        return spec('users.all', [paths_1.COLLECTIONS.users], [], [], null, null);
    },
    /** Explore projects (9) and the admin project list: newest first, partner type and stage. */
    projectsList(filters, limit, after) {
        const f = [];
        if (filters.partnerType)
            f.push({ field: 'partnersWanted', op: 'array-contains', value: filters.partnerType });
        if (filters.stage)
            f.push({ field: 'stage', op: '==', value: filters.stage });
        return spec('projects.list', [paths_1.COLLECTIONS.projects], f, NEWEST_FIRST, limit, paged(NEWEST_FIRST, after));
    },
    /** Admin project search: projectName prefix. */
    projectsByNamePrefix(prefix, limit, after) {
        const orders = [
            { field: 'projectName', direction: 'asc' },
            { field: exports.DOCUMENT_ID, direction: 'asc' },
        ];
        return spec('projects.byNamePrefix', [paths_1.COLLECTIONS.projects], prefixFilters('projectName', prefix), orders, limit, paged(orders, after));
    },
    projectsAll() {
        return spec('projects.all', [paths_1.COLLECTIONS.projects], [], [], null, null);
    },
    /** The owner's applications list, newest first (also read by an admin deleting the project). */
    applicationsOfProject(projectId) {
        return spec('applications.ofProject', [paths_1.COLLECTIONS.projects, projectId, paths_1.COLLECTIONS.applications], [], [{ field: 'createdAt', direction: 'desc' }], null, null);
    },
    /** The member's own applications across projects, newest first (collection group). */
    applicationsMine(uid) {
        return {
            name: 'applications.mine',
            scope: 'collection-group',
            path: [paths_1.COLLECTIONS.applications],
            filters: [{ field: 'applicantId', op: '==', value: uid }],
            orderBy: [{ field: 'createdAt', direction: 'desc' }],
            limit: null,
            startAfter: null,
        };
    },
    notificationsLatest(uid, limit) {
        return spec('notifications.latest', [paths_1.COLLECTIONS.users, uid, paths_1.COLLECTIONS.notifications], [], [{ field: 'createdAt', direction: 'desc' }], limit, null);
    },
    chatMessages(chatId) {
        return spec('chat.messages', [paths_1.COLLECTIONS.chats, chatId, paths_1.COLLECTIONS.messages], [], [{ field: 'timestamp', direction: 'asc' }], null, null);
    },
    inbox(uid) {
        return spec('chat.inbox', [paths_1.COLLECTIONS.users, uid, paths_1.COLLECTIONS.chats], [], [{ field: 'lastMessage.timestamp', direction: 'desc' }], null, null);
    },
    banners() {
        return spec('banners.all', [paths_1.COLLECTIONS.banners], [], [{ field: 'order', direction: 'asc' }], null, null);
    },
    resources(limit) {
        return spec('resources.newest', [paths_1.COLLECTIONS.resources], [], [{ field: 'createdAt', direction: 'desc' }], limit ?? null, null);
    },
    activeQuestionnaire() {
        return spec('questionnaires.active', [paths_1.COLLECTIONS.questionnaires], [{ field: 'isActive', op: '==', value: true }], [], 1, null);
    },
    /** Questions of a questionnaire ordered by part, then order (client and the scoring function). */
    questionsOf(questionnaireId) {
        return spec('questions.ofQuestionnaire', [paths_1.COLLECTIONS.questions], [{ field: 'questionnaireId', op: '==', value: questionnaireId }], [
            { field: 'part', direction: 'asc' },
            { field: 'order', direction: 'asc' },
        ], null, null);
    },
    /** A member's submissions: counted by the client, listed by the scoring function. */
    submissionsOfUser(uid) {
        return spec('submissions.ofUser', [paths_1.COLLECTIONS.submissions], [{ field: 'userId', op: '==', value: uid }], [], null, null);
    },
    latestSubmissionOfUser(uid) {
        return spec('submissions.latestOfUser', [paths_1.COLLECTIONS.submissions], [{ field: 'userId', op: '==', value: uid }], [{ field: 'createdAt', direction: 'desc' }], 1, null);
    },
};
function spec(name, path, filters, orderBy, limit, startAfter) {
    return { name, scope: 'collection', path, filters, orderBy, limit, startAfter };
}
function prefixFilters(field, prefix) {
    return [
        { field, op: '>=', value: prefix },
        { field, op: '<=', value: prefix + exports.PREFIX_END },
    ];
}
function shapeOf(q) {
    const orders = [...q.orderBy];
    const last = orders[orders.length - 1];
    const beforeLast = orders[orders.length - 2];
    if (last?.field === exports.DOCUMENT_ID && (beforeLast === undefined || beforeLast.direction === last.direction))
        orders.pop();
    const ranges = [...new Set(q.filters.filter((f) => f.op === '>=' || f.op === '<=').map((f) => f.field))];
    if (ranges.length > 1)
        throw new Error(`${q.name}: more than one range field`);
    return {
        name: q.name,
        collectionGroup: q.path[q.path.length - 1] ?? '',
        scope: q.scope === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP',
        equality: q.filters.filter((f) => f.op === '==').map((f) => f.field).sort(),
        arrayContains: q.filters.find((f) => f.op === 'array-contains')?.field ?? null,
        range: ranges[0] ?? null,
        orderBy: orders,
    };
}
/** Every presence combination of n optional inputs. */
function combos(n) {
    const out = [];
    for (let mask = 0; mask < 1 << n; mask += 1)
        out.push(Array.from({ length: n }, (_, i) => (mask & (1 << i)) !== 0));
    return out;
}
const SAMPLE_CURSOR_NEWEST = encodeCursor([{ seconds: 1, nanoseconds: 0 }, 'x']);
const SAMPLE_CURSOR_NAME = encodeCursor(['a', 'x']);
/**
 * Every query the backend can issue, one entry per builder, with every presence combination of
 * its optional inputs (filters, cursor, limit). The index coverage test runs all of them.
 */
exports.CATALOGUE = [
    {
        name: 'users.list',
        variants: () => combos(5).map(([role, gender, city, district, cursor]) => exports.queries.usersList({
            ...(role ? { role: 'technical' } : {}),
            ...(gender ? { gender: 'female' } : {}),
            ...(city ? { city: '臺北市' } : {}),
            ...(district ? { district: '大安區' } : {}),
        }, 12, cursor ? SAMPLE_CURSOR_NEWEST : null)),
    },
    {
        name: 'users.byNamePrefix',
        variants: () => [exports.queries.usersByNamePrefix('王', 10), exports.queries.usersByNamePrefix('王', 10, SAMPLE_CURSOR_NAME)],
    },
    { name: 'users.all', variants: () => [exports.queries.usersAll()] },
    {
        name: 'projects.list',
        variants: () => combos(3).map(([partner, stage, cursor]) => exports.queries.projectsList({ ...(partner ? { partnerType: 'technical' } : {}), ...(stage ? { stage: 'prototype' } : {}) }, 9, cursor ? SAMPLE_CURSOR_NEWEST : null)),
    },
    {
        name: 'projects.byNamePrefix',
        variants: () => [exports.queries.projectsByNamePrefix('共', 10), exports.queries.projectsByNamePrefix('共', 10, SAMPLE_CURSOR_NAME)],
    },
    { name: 'projects.all', variants: () => [exports.queries.projectsAll()] },
    { name: 'applications.ofProject', variants: () => [exports.queries.applicationsOfProject('p1')] },
    { name: 'applications.mine', variants: () => [exports.queries.applicationsMine('u1')] },
    { name: 'notifications.latest', variants: () => [exports.queries.notificationsLatest('u1', 20)] },
    { name: 'chat.messages', variants: () => [exports.queries.chatMessages('a_b')] },
    { name: 'chat.inbox', variants: () => [exports.queries.inbox('u1')] },
    { name: 'banners.all', variants: () => [exports.queries.banners()] },
    { name: 'resources.newest', variants: () => [exports.queries.resources(), exports.queries.resources(3)] },
    { name: 'questionnaires.active', variants: () => [exports.queries.activeQuestionnaire()] },
    { name: 'questions.ofQuestionnaire', variants: () => [exports.queries.questionsOf('q1')] },
    { name: 'submissions.ofUser', variants: () => [exports.queries.submissionsOfUser('u1')] },
    { name: 'submissions.latestOfUser', variants: () => [exports.queries.latestSubmissionOfUser('u1')] },
];
//# sourceMappingURL=queryCatalogue.js.map