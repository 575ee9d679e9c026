/**
 * Every Firestore query the Firebase backend can issue, in one place.
 *
 * A builder returns a QuerySpec: plain data (collection path, filters, orders, limit, cursor)
 * that sdkQuery.ts turns into a modular-SDK query (and the Cloud Functions into an Admin-SDK
 * query). Nothing here imports an SDK, so the specs are checked by jest directly:
 *
 * - test/adapters/firebase/indexCoverage.test.ts runs every entry's `variants` (every
 *   combination of optional filters, with and without a cursor) and checks that each resulting
 *   shape is served by an automatic single-field index or by an entry of firestore.indexes.json
 *   (Firestore's index rules: test/adapters/firebase/indexCoverage.ts), so "a new database index
 *   is needed" (spec 8) never happens in production;
 * - the port tests check which spec each port method asks for.
 *
 * A query shape depends only on which optional inputs are present, never on their values, so
 * the variants of an entry are exhaustive.
 */
import type { Cursor, ProjectFilters, Role, UserFilters } from '../../core/domain';
import type { LastActiveFilter } from '../../core/ports';
import { DomainError } from '../../core/domain';
import { COLLECTIONS } from './paths';

export type Direction = 'asc' | 'desc';
export type FilterOp = '==' | 'array-contains' | '>' | '>=' | '<=';

/** The document-id pseudo field (`documentId()` in the SDK). */
export const DOCUMENT_ID = '__name__';

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}
export interface Order {
  field: string;
  direction: Direction;
}

/** A Firestore Timestamp as a cursor holds it (full precision). */
export interface TimestampValue {
  seconds: number;
  nanoseconds: number;
}
export type CursorValue = string | number | boolean | TimestampValue;

export type QueryName =
  | 'users.list'
  | 'users.byNamePrefix'
  | 'users.activeOfRole'
  | 'users.all'
  | 'projects.list'
  | 'projects.newest'
  | 'projects.byNamePrefix'
  | 'projects.all'
  | 'applications.ofProject'
  | 'applications.mine'
  | 'notifications.latest'
  | 'notifications.about'
  | 'chat.messages'
  | 'chat.inbox'
  | 'blocks.byBlocker'
  | 'blocks.ofBlocked'
  | 'banners.all'
  | 'resources.newest'
  | 'questionnaires.active'
  | 'questions.ofQuestionnaire'
  | 'submissions.ofUser'
  | 'submissions.latestOfUser'
  | 'reports.ofStatus'
  | 'reports.mine'
  | 'results.ofUser'
  | 'feedback.ofUser';

export interface QuerySpec {
  name: QueryName;
  /** 'collection': path is the collection path's segments; 'collection-group': [collectionId]. */
  scope: 'collection' | 'collection-group';
  path: string[];
  filters: Filter[];
  /** Paged queries end with the document id, so a cursor is exact and stable. */
  orderBy: Order[];
  limit: number | null;
  /** Values after which the page starts, one for each orderBy entry. */
  startAfter: CursorValue[] | null;
}

// ---------------------------------------------------------------------------------------------
// Cursors: the opaque `Cursor` string of core/domain is the JSON of the last item's order values.

export function encodeCursor(values: readonly CursorValue[]): Cursor {
  return JSON.stringify(values.map((v) => (typeof v === 'object' ? { ts: [v.seconds, v.nanoseconds] } : v)));
}

function isTs(v: unknown): v is { ts: [number, number] } {
  const ts = (v as { ts?: unknown } | null)?.ts;
  return Array.isArray(ts) && ts.length === 2 && ts.every((n) => Number.isInteger(n));
}

/** Refuses anything this module did not encode for `orders` (DomainError invalid-argument). */
export function decodeCursor(cursor: Cursor, orders: readonly Order[]): CursorValue[] {
  let raw: unknown;
  try {
    raw = JSON.parse(cursor);
  } catch {
    throw new DomainError('invalid-argument', 'malformed cursor');
  }
  if (!Array.isArray(raw) || raw.length !== orders.length)
    throw new DomainError('invalid-argument', 'malformed cursor');
  return raw.map((v: unknown) => {
    if (isTs(v)) return { seconds: v.ts[0], nanoseconds: v.ts[1] };
    if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
    throw new DomainError('invalid-argument', 'malformed cursor');
  });
}

function paged(orderBy: Order[], after: Cursor | null | undefined): CursorValue[] | null {
  return after ? decodeCursor(after, orderBy) : null;
}

const NEWEST_FIRST: Order[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];

/**
 * Explore partners and Home: complete profiles (profileComplete, kept by the adapter and checked
 * by firestore.rules) before the rest, each newest first. A document without the field matches
 * no query ordered by it (adapters/firebase/README.md says how to backfill).
 */
const COMPLETE_FIRST: Order[] = [{ field: 'profileComplete', direction: 'desc' }, ...NEWEST_FIRST];

/**
 * The same order over one part of the list (active or not: core/usecases/activeFirst.ts). The
 * range on lastActiveAt must be among the orders; after createdAt it changes nothing in practice.
 */
const COMPLETE_FIRST_IN_PART: Order[] = [
  { field: 'profileComplete', direction: 'desc' },
  { field: 'createdAt', direction: 'desc' },
  { field: 'lastActiveAt', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];

/** A Firestore Timestamp of epoch milliseconds, as filters and cursors hold it. */
function timestampOf(ms: number): TimestampValue {
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

/** The highest code point Firestore sorts strings by: `prefix` ≤ name ≤ `prefix + PREFIX_END`. */
export const PREFIX_END = '\uf8ff';

// ---------------------------------------------------------------------------------------------
// Builders, one per query the backend issues.

export const queries = {
  /**
   * Home (5) and Explore partners (12): complete profiles first, each part newest first,
   * equality filters on role, gender, address.city and address.district. A district without a
   * city is ignored (the district select is enabled only once a city is chosen).
   */
  usersList(filters: UserFilters, limit: number, after?: Cursor | null, lastActive?: LastActiveFilter): QuerySpec {
    const f: Filter[] = [];
    if (filters.role) f.push({ field: 'role', op: '==', value: filters.role });
    if (filters.gender) f.push({ field: 'gender', op: '==', value: filters.gender });
    if (filters.city) {
      f.push({ field: 'address.city', op: '==', value: filters.city });
      if (filters.district) f.push({ field: 'address.district', op: '==', value: filters.district });
    }
    if (lastActive)
      f.push({ field: 'lastActiveAt', op: lastActive.active ? '>' : '<=', value: timestampOf(lastActive.since) });
    const orders = lastActive ? COMPLETE_FIRST_IN_PART : COMPLETE_FIRST;
    return spec('users.list', [COLLECTIONS.users], f, orders, limit, paged(orders, after));
  },

  /** Admin member search: name prefix, either case, by name (nameLower, kept by the adapter, checked by the rules). */
  usersByNamePrefix(prefix: string, limit: number, after?: Cursor | null): QuerySpec {
    const orders: Order[] = [
      { field: 'nameLower', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ];
    return spec(
      'users.byNamePrefix',
      [COLLECTIONS.users],
      prefixFilters('nameLower', searchKey(prefix)),
      orders,
      limit,
      paged(orders, after),
    );
  },

  /**
   * Recommendations' bounded candidate set (core/matching/partnerScoring.ts): a role's complete
   * profiles, active most recently first.
   */
  usersActiveOfRole(role: Role, limit: number): QuerySpec {
    return spec(
      'users.activeOfRole',
      [COLLECTIONS.users],
      [
        { field: 'role', op: '==', value: role },
        { field: 'profileComplete', op: '==', value: true },
        // Admins are never recommended (core/matching/partnerScoring.ts).
        { field: 'isAdmin', op: '==', value: false },
      ],
      [
        { field: 'lastActiveAt', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ],
      limit,
      null,
    );
  },

  /** Admin dashboard count. */
  usersAll(): QuerySpec {
    return spec('users.all', [COLLECTIONS.users], [], [], null, null);
  },

  /**
   * Explore projects (9) and Home: newest first, partner type and stage, never a project an admin
   * hid (firestore.rules refuse a member's query that does not say so).
   */
  projectsList(filters: ProjectFilters, limit: number, after?: Cursor | null): QuerySpec {
    const f: Filter[] = [{ field: 'hidden', op: '==', value: false }];
    if (filters.partnerType) f.push({ field: 'partnersWanted', op: 'array-contains', value: filters.partnerType });
    if (filters.stage) f.push({ field: 'stage', op: '==', value: filters.stage });
    return spec('projects.list', [COLLECTIONS.projects], f, NEWEST_FIRST, limit, paged(NEWEST_FIRST, after));
  },

  /** The admin project list: every project, hidden ones too, newest first. */
  projectsNewest(limit: number, after?: Cursor | null): QuerySpec {
    return spec('projects.newest', [COLLECTIONS.projects], [], NEWEST_FIRST, limit, paged(NEWEST_FIRST, after));
  },

  /** Admin project search: projectName prefix, either case (projectNameLower). */
  projectsByNamePrefix(prefix: string, limit: number, after?: Cursor | null): QuerySpec {
    const orders: Order[] = [
      { field: 'projectNameLower', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ];
    return spec(
      'projects.byNamePrefix',
      [COLLECTIONS.projects],
      prefixFilters('projectNameLower', searchKey(prefix)),
      orders,
      limit,
      paged(orders, after),
    );
  },

  projectsAll(): QuerySpec {
    return spec('projects.all', [COLLECTIONS.projects], [], [], null, null);
  },

  /** The owner's applications list, newest first (also read by an admin deleting the project). */
  applicationsOfProject(projectId: string): QuerySpec {
    return spec(
      'applications.ofProject',
      [COLLECTIONS.projects, projectId, COLLECTIONS.applications],
      [],
      [{ field: 'createdAt', direction: 'desc' }],
      null,
      null,
    );
  },

  /** The member's own applications across projects, newest first (collection group). */
  applicationsMine(uid: string): QuerySpec {
    return {
      name: 'applications.mine',
      scope: 'collection-group',
      path: [COLLECTIONS.applications],
      filters: [{ field: 'applicantId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: null,
      startAfter: null,
    };
  },

  /**
   * Other members' notices about a member, across every member's notifications (collection
   * group): an application's notice names its applicant, a decision's its project's owner.
   */
  notificationsAbout(uid: string): QuerySpec {
    return {
      name: 'notifications.about',
      scope: 'collection-group',
      path: [COLLECTIONS.notifications],
      filters: [{ field: 'about', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: null,
      startAfter: null,
    };
  },

  notificationsLatest(uid: string, limit: number): QuerySpec {
    return spec(
      'notifications.latest',
      [COLLECTIONS.users, uid, COLLECTIONS.notifications],
      [],
      [{ field: 'createdAt', direction: 'desc' }],
      limit,
      null,
    );
  },

  chatMessages(chatId: string): QuerySpec {
    return spec(
      'chat.messages',
      [COLLECTIONS.chats, chatId, COLLECTIONS.messages],
      [],
      [{ field: 'timestamp', direction: 'asc' }],
      null,
      null,
    );
  },

  inbox(uid: string): QuerySpec {
    return spec(
      'chat.inbox',
      [COLLECTIONS.users, uid, COLLECTIONS.chats],
      [],
      [{ field: 'lastMessage.timestamp', direction: 'desc' }],
      null,
      null,
    );
  },

  /** The blocks a member made (their block list, sorted by the port; a member has few). */
  blocksByBlocker(uid: string): QuerySpec {
    return spec(
      'blocks.byBlocker',
      [COLLECTIONS.blocks],
      [{ field: 'blockerId', op: '==', value: uid }],
      [],
      null,
      null,
    );
  },

  /** The blocks made against a member (so lists leave those members out too). */
  blocksOfBlocked(uid: string): QuerySpec {
    return spec(
      'blocks.ofBlocked',
      [COLLECTIONS.blocks],
      [{ field: 'blockedId', op: '==', value: uid }],
      [],
      null,
      null,
    );
  },

  banners(): QuerySpec {
    return spec('banners.all', [COLLECTIONS.banners], [], [{ field: 'order', direction: 'asc' }], null, null);
  },

  resources(limit?: number): QuerySpec {
    return spec(
      'resources.newest',
      [COLLECTIONS.resources],
      [],
      [{ field: 'createdAt', direction: 'desc' }],
      limit ?? null,
      null,
    );
  },

  activeQuestionnaire(): QuerySpec {
    return spec(
      'questionnaires.active',
      [COLLECTIONS.questionnaires],
      [{ field: 'isActive', op: '==', value: true }],
      [],
      1,
      null,
    );
  },

  /** Questions of a questionnaire ordered by part, then order (client and the scoring function). */
  questionsOf(questionnaireId: string): QuerySpec {
    return spec(
      'questions.ofQuestionnaire',
      [COLLECTIONS.questions],
      [{ field: 'questionnaireId', op: '==', value: questionnaireId }],
      [
        { field: 'part', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
      null,
      null,
    );
  },

  /** The admins' list of reports of one status, newest first. */
  reportsOfStatus(status: string, limit: number, after?: Cursor | null): QuerySpec {
    const f: Filter[] = [{ field: 'status', op: '==', value: status }];
    return spec('reports.ofStatus', [COLLECTIONS.reports], f, NEWEST_FIRST, limit, paged(NEWEST_FIRST, after));
  },

  /** The reports a member made, newest first: the latest 100, or every one (the member's download). */
  reportsMine(uid: string, limit: number | null = 100): QuerySpec {
    const f: Filter[] = [{ field: 'reporterId', op: '==', value: uid }];
    return spec('reports.mine', [COLLECTIONS.reports], f, [{ field: 'createdAt', direction: 'desc' }], limit, null);
  },

  /** A member's submissions: counted by the client, listed by the scoring function. */
  submissionsOfUser(uid: string): QuerySpec {
    return spec(
      'submissions.ofUser',
      [COLLECTIONS.submissions],
      [{ field: 'userId', op: '==', value: uid }],
      [],
      null,
      null,
    );
  },

  /** A member's assessment results (the account deletion removes them). */
  resultsOfUser(uid: string): QuerySpec {
    return spec('results.ofUser', [COLLECTIONS.results], [{ field: 'userId', op: '==', value: uid }], [], null, null);
  },

  /** What a member sent through the contact form (the account deletion removes it; functions only). */
  feedbackOfUser(uid: string): QuerySpec {
    return spec('feedback.ofUser', [COLLECTIONS.feedback], [{ field: 'uid', op: '==', value: uid }], [], null, null);
  },

  latestSubmissionOfUser(uid: string): QuerySpec {
    return spec(
      'submissions.latestOfUser',
      [COLLECTIONS.submissions],
      [{ field: 'userId', op: '==', value: uid }],
      [{ field: 'createdAt', direction: 'desc' }],
      1,
      null,
    );
  },
} as const;

function spec(
  name: QueryName,
  path: string[],
  filters: Filter[],
  orderBy: Order[],
  limit: number | null,
  startAfter: CursorValue[] | null,
): QuerySpec {
  return { name, scope: 'collection', path, filters, orderBy, limit, startAfter };
}

/**
 * What a name is searched by: the name in lower case. Users and projects store it beside the name
 * (nameLower, projectNameLower), and firestore.rules refuse a document where it is anything else.
 */
export function searchKey(name: string): string {
  return name.toLowerCase();
}

function prefixFilters(field: string, prefix: string): Filter[] {
  return [
    { field, op: '>=', value: prefix },
    { field, op: '<=', value: prefix + PREFIX_END },
  ];
}

// ---------------------------------------------------------------------------------------------
// Shapes: what an index has to serve, independent of the values.

export interface QueryShape {
  name: QueryName;
  /** The last collection id of the path (Firestore's "collection group" of an index). */
  collectionGroup: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  equality: string[];
  arrayContains: string | null;
  range: string | null;
  /** Without a trailing document-id order in the direction of the last order (implicit in every index). */
  orderBy: Order[];
}

export function shapeOf(q: QuerySpec): QueryShape {
  const orders = [...q.orderBy];
  const last = orders[orders.length - 1];
  const beforeLast = orders[orders.length - 2];
  if (last?.field === DOCUMENT_ID && (beforeLast === undefined || beforeLast.direction === last.direction))
    orders.pop();
  const ranges = [
    ...new Set(q.filters.filter((f) => f.op === '>' || f.op === '>=' || f.op === '<=').map((f) => f.field)),
  ];
  if (ranges.length > 1) throw new Error(`${q.name}: more than one range field`);
  return {
    name: q.name,
    collectionGroup: q.path[q.path.length - 1] ?? '',
    scope: q.scope === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP',
    equality: q.filters
      .filter((f) => f.op === '==')
      .map((f) => f.field)
      .sort(),
    arrayContains: q.filters.find((f) => f.op === 'array-contains')?.field ?? null,
    range: ranges[0] ?? null,
    orderBy: orders,
  };
}

/** Every presence combination of n optional inputs. */
function combos(n: number): boolean[][] {
  const out: boolean[][] = [];
  for (let mask = 0; mask < 1 << n; mask += 1) out.push(Array.from({ length: n }, (_, i) => (mask & (1 << i)) !== 0));
  return out;
}

const SAMPLE_CURSOR_NEWEST = encodeCursor([{ seconds: 1, nanoseconds: 0 }, 'x']);
const SAMPLE_CURSOR_NAME = encodeCursor(['a', 'x']);
const SAMPLE_CURSOR_COMPLETE_FIRST = encodeCursor([true, { seconds: 1, nanoseconds: 0 }, 'x']);
const SAMPLE_CURSOR_COMPLETE_FIRST_IN_PART = encodeCursor([
  true,
  { seconds: 1, nanoseconds: 0 },
  { seconds: 2, nanoseconds: 0 },
  'x',
]);

/**
 * Every query the backend can issue, one entry per builder, with every presence combination of
 * its optional inputs (filters, cursor, limit). The index coverage test runs all of them.
 */
export const CATALOGUE: readonly { name: QueryName; variants: () => QuerySpec[] }[] = [
  {
    name: 'users.list',
    variants: () =>
      combos(6).map(([role, gender, city, district, cursor, part]) =>
        queries.usersList(
          {
            ...(role ? { role: 'technical' as const } : {}),
            ...(gender ? { gender: 'female' as const } : {}),
            ...(city ? { city: '臺北市' } : {}),
            ...(district ? { district: '大安區' } : {}),
          },
          12,
          cursor ? (part ? SAMPLE_CURSOR_COMPLETE_FIRST_IN_PART : SAMPLE_CURSOR_COMPLETE_FIRST) : null,
          part ? { since: Date.UTC(2026, 7, 28), active: true } : undefined,
        ),
      ),
  },
  {
    name: 'users.byNamePrefix',
    variants: () => [queries.usersByNamePrefix('王', 10), queries.usersByNamePrefix('王', 10, SAMPLE_CURSOR_NAME)],
  },
  { name: 'users.activeOfRole', variants: () => [queries.usersActiveOfRole('technical', 100)] },
  { name: 'users.all', variants: () => [queries.usersAll()] },
  {
    name: 'projects.list',
    variants: () =>
      combos(3).map(([partner, stage, cursor]) =>
        queries.projectsList(
          {
            ...(partner ? { partnerType: 'technical' as const } : {}),
            ...(stage ? { stage: 'prototype' as const } : {}),
          },
          9,
          cursor ? SAMPLE_CURSOR_NEWEST : null,
        ),
      ),
  },
  {
    name: 'projects.newest',
    variants: () => [queries.projectsNewest(10), queries.projectsNewest(10, SAMPLE_CURSOR_NEWEST)],
  },
  {
    name: 'projects.byNamePrefix',
    variants: () => [
      queries.projectsByNamePrefix('共', 10),
      queries.projectsByNamePrefix('共', 10, SAMPLE_CURSOR_NAME),
    ],
  },
  { name: 'projects.all', variants: () => [queries.projectsAll()] },
  { name: 'applications.ofProject', variants: () => [queries.applicationsOfProject('p1')] },
  { name: 'applications.mine', variants: () => [queries.applicationsMine('u1')] },
  { name: 'notifications.latest', variants: () => [queries.notificationsLatest('u1', 20)] },
  { name: 'notifications.about', variants: () => [queries.notificationsAbout('u1')] },
  { name: 'chat.messages', variants: () => [queries.chatMessages('a_b')] },
  { name: 'chat.inbox', variants: () => [queries.inbox('u1')] },
  { name: 'blocks.byBlocker', variants: () => [queries.blocksByBlocker('u1')] },
  { name: 'blocks.ofBlocked', variants: () => [queries.blocksOfBlocked('u1')] },
  { name: 'banners.all', variants: () => [queries.banners()] },
  { name: 'resources.newest', variants: () => [queries.resources(), queries.resources(3)] },
  { name: 'questionnaires.active', variants: () => [queries.activeQuestionnaire()] },
  { name: 'questions.ofQuestionnaire', variants: () => [queries.questionsOf('q1')] },
  { name: 'submissions.ofUser', variants: () => [queries.submissionsOfUser('u1')] },
  { name: 'submissions.latestOfUser', variants: () => [queries.latestSubmissionOfUser('u1')] },
  {
    name: 'reports.ofStatus',
    variants: () => [queries.reportsOfStatus('open', 20), queries.reportsOfStatus('open', 20, SAMPLE_CURSOR_NEWEST)],
  },
  { name: 'reports.mine', variants: () => [queries.reportsMine('u1'), queries.reportsMine('u1', null)] },
  { name: 'results.ofUser', variants: () => [queries.resultsOfUser('u1')] },
  { name: 'feedback.ofUser', variants: () => [queries.feedbackOfUser('u1')] },
];
