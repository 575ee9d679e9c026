import { emptyProfile, type Project, type Role, type UserProfile } from '../../../core/domain';
import type { ProjectRepository, UserRepository } from '../../../core/ports';
import { RecommendationUseCases } from '../../../core/usecases/RecommendationUseCases';

const member = (uid: string, role: Role | null, skills: string[]): UserProfile => ({
  ...emptyProfile(uid, uid, 0),
  role,
  headline: role ? '想一起創業' : '',
  skills,
});

/** The backend's ranking is the order of `ranked`; the owner's project asks for `skillsRequired`. */
function useCasesFor(owner: UserProfile, skillsRequired: string[] | null, ranked: UserProfile[]) {
  const asked: number[] = [];
  const profileReads: string[] = [];
  const users = {
    getUser: async (uid: string) => {
      profileReads.push(uid);
      return uid === owner.uid ? owner : null;
    },
    recommendPartners: async (limit: number) => {
      asked.push(limit);
      return ranked.slice(0, limit);
    },
  } as unknown as UserRepository;
  const projects = {
    getProject: async () => (skillsRequired ? ({ skillsRequired } as unknown as Project) : null),
  } as unknown as ProjectRepository;
  return { recommendations: new RecommendationUseCases(users, projects), asked, profileReads };
}

describe('RecommendationUseCases.projectSuggestions (the owner’s project page)', () => {
  const owner = member('owner', 'idea_holder', []);

  it('picks members who have some of the project’s skills, the most of them first, with reasons', async () => {
    const ranked = [
      member('designer', 'technical', ['Figma']),
      member('marketer', 'operations', ['行銷']),
      member('fullstack', 'technical', ['react', 'Node.js']),
      member('frontend', 'technical', ['React']),
    ];
    const { recommendations, asked } = useCasesFor(owner, ['React', 'Node.js', 'Figma'], ranked);
    const result = await recommendations.projectSuggestions('owner');
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.partners.map((p) => p.profile.uid)).toEqual(['fullstack', 'designer', 'frontend']);
    expect(result.partners[0]?.reasons[0]).toEqual({ kind: 'skills', skills: ['React', 'Node.js'], all: false });
    // A bounded candidate query, never every member.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeLessThanOrEqual(24);
  });

  it('leaves out members who have applied: they are in the applications list already', async () => {
    const ranked = [member('fullstack', 'technical', ['React']), member('frontend', 'technical', ['React'])];
    const result = await useCasesFor(owner, ['React'], ranked).recommendations.projectSuggestions('owner', owner, [
      'fullstack',
    ]);
    expect(result.kind === 'ready' && result.partners.map((p) => p.profile.uid)).toEqual(['frontend']);
  });

  it('says so when the project asks for no skills, or there is no project', async () => {
    expect(await useCasesFor(owner, [], []).recommendations.projectSuggestions('owner')).toEqual({ kind: 'no-skills' });
    expect(await useCasesFor(owner, null, []).recommendations.projectSuggestions('owner')).toEqual({
      kind: 'no-skills',
    });
  });

  it('asks an owner without a role to fill it in first', async () => {
    const noRole = member('owner', null, []);
    const result = await useCasesFor(noRole, ['React'], []).recommendations.projectSuggestions('owner');
    expect(result).toEqual({ kind: 'fill-in', missing: ['role'] });
  });

  it('is ready and empty when no ranked member has any of the skills', async () => {
    const ranked = [member('marketer', 'operations', ['行銷'])];
    const result = await useCasesFor(owner, ['Rust'], ranked).recommendations.projectSuggestions('owner');
    expect(result).toEqual({ kind: 'ready', partners: [] });
  });

  it('uses the profile the caller already has live instead of reading it again', async () => {
    const ranked = [member('frontend', 'technical', ['React'])];
    const { recommendations, profileReads } = useCasesFor(owner, ['React'], ranked);
    const suggested = await recommendations.projectSuggestions('owner', owner);
    expect(suggested.kind).toBe('ready');
    const recommended = await recommendations.recommendPartners('owner', 4, owner);
    expect(recommended.kind).toBe('ready');
    expect(profileReads).toEqual([]);
    // Someone else's profile is never taken for the member's own.
    await recommendations.recommendPartners('owner', 4, member('someone', 'technical', []));
    expect(profileReads).toEqual(['owner']);
  });
});
