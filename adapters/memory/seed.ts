/** Turning seed data (the demo data set, or a test's small fixture) into a database. */
import type {
  AppNotification,
  Application,
  Banner,
  ContactInfo,
  Project,
  Question,
  Questionnaire,
  Resource,
  UserProfile,
} from '../../core/domain';
import { emptyProfile } from '../../core/domain';
import { hashPassword, newSalt } from './passwords';
import { emptyDb, type DbData } from './database';
import { record } from './records';

export interface SeedUser {
  profile: UserProfile;
  contact: ContactInfo;
  /** Plain text in the seed; stored salted and hashed. */
  password: string;
}

/** What a backend starts with. The demo data (adapters/memory/demo) has this shape. */
export interface SeedData {
  users: readonly SeedUser[];
  projects?: readonly Project[];
  applications?: readonly Application[];
  /** As the backend wrote them; the unread non-chat ones count on their member's bell. */
  notifications?: readonly AppNotification[];
  banners?: readonly Banner[];
  resources?: readonly Resource[];
  questionnaire?: Questionnaire | null;
  questions?: readonly Question[];
}

export const EMPTY_SEED: SeedData = { users: [] };

/** Builds a fresh database from seed data: accounts with hashed passwords, every document. */
export async function buildSeedDb(seed: SeedData): Promise<DbData> {
  const d = emptyDb();
  const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
  const users = seed.users ?? [];
  const salts = users.map(() => newSalt());
  const hashes = await Promise.all(users.map((u, i) => hashPassword(u.password, salts[i] as string)));
  users.forEach((u, i) => {
    const uid = u.profile.uid;
    const email = (u.contact?.email ?? '').trim().toLowerCase();
    d.accounts[uid] = {
      uid,
      email,
      displayName: u.profile.name,
      emailVerified: true,
      methods: ['password'],
      passwordHash: hashes[i] as string,
      salt: salts[i] as string,
      createdAt: u.profile.createdAt,
    };
    // Missing optional fields get their empty values.
    d.users[uid] = { ...emptyProfile(uid, u.profile.name, u.profile.createdAt), ...json(u.profile) };
    d.contacts[uid] = { email: u.contact?.email ?? '', phone: u.contact?.phone ?? '' };
  });
  for (const p of seed.projects ?? []) d.projects[p.id] = json(p);
  for (const a of seed.applications ?? []) (d.applications[a.projectId] ??= record())[a.applicantId] = json(a);
  for (const n of seed.notifications ?? []) {
    (d.notifications[n.userId] ??= record())[n.id] = json(n);
    const member = d.users[n.userId];
    if (member && !n.isRead && n.type !== 'chat') member.unreadNotifications += 1;
  }
  for (const b of seed.banners ?? []) d.banners[b.id] = json(b);
  for (const r of seed.resources ?? []) d.resources[r.id] = json(r);
  if (seed.questionnaire) d.questionnaires[seed.questionnaire.id] = json(seed.questionnaire);
  for (const q of seed.questions ?? []) d.questions[q.id] = json(q);
  return d;
}

/** The demo data set, in its own bundle chunk: only the memory backend ever downloads it. */
export async function loadDemoSeed(): Promise<SeedData> {
  const mod = await import(/* webpackChunkName: "demo-data" */ './demo/demoData');
  return mod.demoData;
}
