import type { Uid, UserProfile } from '../domain';
import {
  PROJECT_SUGGESTIONS,
  missingForRecommendations,
  partnerReasons,
  sharedTags,
  type MatchField,
  type PartnerReason,
  type Seeker,
} from '../matching/partnerScoring';
import type { ProjectRepository, UserRepository } from '../ports';

export interface RecommendedPartner {
  profile: UserProfile;
  reasons: PartnerReason[];
}

/** Either what to fill in first, or the partners with their reasons, best first. */
export type PartnerRecommendations =
  { kind: 'fill-in'; missing: MatchField[] } | { kind: 'ready'; partners: RecommendedPartner[] };

/** The owner's suggestions: a project without skillsRequired has nothing to match on. */
export type ProjectSuggestions = PartnerRecommendations | { kind: 'no-skills' };

/** How many best partners a project owner's suggestions pick from. */
const SUGGESTION_POOL = 24;

/**
 * Recommended partners with the reasons shown (Home 推薦夥伴, Explore partners 最適合我, the
 * owner's project page). The backend ranks (core/matching/partnerScoring.ts); the reasons come
 * from the same rule, here.
 */
export class RecommendationUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly projects: ProjectRepository,
  ) {}

  /** The member and what their project asks for; `own` is their profile when the caller has it live. */
  private async seekerOf(ownUid: Uid, own?: UserProfile | null): Promise<Seeker | null> {
    const known = own?.uid === ownUid ? own : undefined;
    const [profile, project] = await Promise.all([
      known ?? this.users.getUser(ownUid),
      this.projects.getProject(ownUid),
    ]);
    if (!profile) return null;
    return project
      ? { profile, skillsRequired: project.skillsRequired, partnersWanted: project.partnersWanted }
      : { profile, skillsRequired: [] };
  }

  async recommendPartners(ownUid: Uid, limit: number, own?: UserProfile | null): Promise<PartnerRecommendations> {
    const seeker = await this.seekerOf(ownUid, own);
    if (!seeker) return { kind: 'fill-in', missing: ['role', 'skills', 'availability', 'city'] };
    const missing = missingForRecommendations(seeker);
    if (missing.length > 0) return { kind: 'fill-in', missing };
    const partners = await this.users.recommendPartners(limit);
    return { kind: 'ready', partners: partners.map((profile) => ({ profile, reasons: partnerReasons(seeker, profile) })) };
  }

  /**
   * For the owner's project page: of the best partners, those who have some of the project's
   * skillsRequired, the most of them first (the ranking breaks ties). Members who have applied
   * (`applicants`, whatever became of it) are left out: the owner has them in the applications list.
   */
  async projectSuggestions(
    ownUid: Uid,
    own?: UserProfile | null,
    applicants: readonly Uid[] = [],
  ): Promise<ProjectSuggestions> {
    const seeker = await this.seekerOf(ownUid, own);
    if (!seeker) return { kind: 'fill-in', missing: ['role', 'skills', 'availability', 'city'] };
    if (seeker.skillsRequired.length === 0) return { kind: 'no-skills' };
    const missing = missingForRecommendations(seeker);
    if (missing.length > 0) return { kind: 'fill-in', missing };
    const partners = (await this.users.recommendPartners(SUGGESTION_POOL))
      .filter((profile) => !applicants.includes(profile.uid))
      .map((profile) => ({ profile, covered: sharedTags(seeker.skillsRequired, profile.skills).length }))
      .filter((p) => p.covered > 0)
      .sort((a, b) => b.covered - a.covered)
      .slice(0, PROJECT_SUGGESTIONS)
      .map(({ profile }) => ({ profile, reasons: partnerReasons(seeker, profile) }));
    return { kind: 'ready', partners };
  }
}
