/** Explore tests: the real memory backend with a small seed (members, projects) and a signed-in member. */
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../../adapters/memory';
import type { MemoryBackend, SeedData, SeedUser } from '../../../adapters/memory';
import type { Gender, PartnerRole, Project, ProjectStage, Role, UserProfile } from '../../../core/domain';
import { emptyProfile } from '../../../core/domain';
import { createUseCases } from '../../../src/useCases';
import type { UseCases } from '../../../core/usecases';

export const PASSWORD = 'secret-123';
export const ME = 'u-me';

export function seedMember(uid: string, name: string, createdAt: number, patch: Partial<UserProfile> = {}): SeedUser {
  return {
    profile: { ...emptyProfile(uid, name, createdAt), role: 'technical', ...patch },
    contact: { email: `${uid}@example.com`, phone: '' },
    password: PASSWORD,
  };
}

const ROLES_CYCLE: Role[] = ['idea_holder', 'technical', 'operations'];
const GENDER_CYCLE: Gender[] = ['male', 'female'];
const PLACES = [
  { city: '臺北市', district: '大安區' },
  { city: '新北市', district: '板橋區' },
  { city: '臺北市', district: '信義區' },
  { city: '高雄市', district: '苓雅區' },
];

/**
 * `count` other members (newest first by index) with roles, genders and places in cycles, and
 * the signed-in member `u-me`, the newest of all (so the own account falls on the first page).
 */
export function memberSeed(count = 30): { seed: SeedData; others: UserProfile[] } {
  const users: SeedUser[] = [
    seedMember(ME, '我自己', 10_000, {
      role: 'idea_holder',
      address: { city: '臺北市', district: '大安區' },
      gender: 'male',
    }),
  ];
  for (let i = 0; i < count; i += 1) {
    users.push(
      seedMember(`u-m${String(i).padStart(2, '0')}`, `夥伴${i}`, 9_000 - i, {
        role: ROLES_CYCLE[i % 3]!,
        gender: GENDER_CYCLE[i % 2]!,
        address: PLACES[i % PLACES.length]!,
        skills: i % 4 === 0 ? ['React', 'TypeScript', 'Node.js', '行銷企劃'] : ['React'],
        headline: `第 ${i} 位夥伴的介紹`,
      }),
    );
  }
  return { seed: { users }, others: users.slice(1).map((u) => u.profile) };
}

const STAGES: ProjectStage[] = ['concept', 'prototype', 'early_adopters'];
const WANTED: PartnerRole[][] = [['technical'], ['operations'], ['technical', 'operations'], []];

/** `count` members with a project each, plus the signed-in member's own project (the newest). */
export function projectSeed(count = 12): { seed: SeedData; others: Project[] } {
  const users: SeedUser[] = [seedMember(ME, '我自己', 10_000, { role: 'idea_holder' })];
  const projects: Project[] = [
    {
      id: ME,
      projectName: '我的專案',
      headline: '自己的專案不該出現',
      description: '描述',
      stage: 'concept',
      partnersWanted: ['technical'],
      skillsRequired: ['React'],
      ownerId: ME,
      ownerName: '我自己',
      ownerAvatar: '',
      createdAt: 10_000,
    },
  ];
  for (let i = 0; i < count; i += 1) {
    const uid = `u-p${String(i).padStart(2, '0')}`;
    users.push(seedMember(uid, `發起人${i}`, 9_000 - i, { role: 'idea_holder' }));
    projects.push({
      id: uid,
      projectName: `專案${i}`,
      headline: `第 ${i} 個專案`,
      description: '描述',
      stage: STAGES[i % 3]!,
      partnersWanted: WANTED[i % WANTED.length]!,
      skillsRequired: ['行銷', '設計'],
      ownerId: uid,
      ownerName: `發起人${i}`,
      ownerAvatar: '',
      createdAt: 9_000 - i,
    });
  }
  return { seed: { users, projects }, others: projects.slice(1) };
}

export interface ExploreWorld {
  backend: MemoryBackend;
  useCases: UseCases;
  dispose(): void;
}

/** A memory backend on `seed` with `u-me` signed in. */
export async function exploreWorld(seed: SeedData): Promise<ExploreWorld> {
  let last = 0;
  const backend = await createMemoryBackend({
    store: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    channel: new MemoryChannelHub().connect(),
    seed: async () => seed,
    now: () => (last = Math.max(Date.now(), last + 1)),
    resultDelayMs: 0,
  });
  await backend.auth.signIn(`${ME}@example.com`, PASSWORD);
  const useCases = createUseCases(backend, { log: () => {} });
  return { backend, useCases, dispose: () => backend.dispose() };
}
