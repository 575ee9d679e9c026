/** core/matching/partner-vectors.json, typed, and the profiles a vector describes. */
import vectorsFile from '../../core/matching/partner-vectors.json' with { type: 'json' };
import { emptyProfile, type Availability, type Role, type UserProfile } from '../../core/domain';
import { HOUR_MS } from '../../core/matching/lastActive';

export interface VectorPerson {
  role: Role | null;
  headline?: string;
  skills?: string[];
  interests?: string[];
  workingStyle?: string[];
  availability?: Availability;
  city?: string;
  district?: string;
}

export interface VectorCandidate extends VectorPerson {
  key: string;
  activeHoursAgo: number;
}

export interface PartnerVector {
  name: string;
  seeker: VectorPerson & { skillsRequired?: string[] };
  candidates: VectorCandidate[];
  expected: string[];
}

export const partnerVectors = (vectorsFile as unknown as { vectors: PartnerVector[] }).vectors;

/** Every candidate gets a headline unless the vector gives one, so it counts as complete. */
export const VECTOR_HEADLINE = '想找一起創業的夥伴';

/** The profile fields a vector person sets (what saveProfile takes). */
export function vectorProfileFields(p: VectorPerson) {
  return {
    role: p.role,
    headline: p.headline ?? VECTOR_HEADLINE,
    skills: p.skills ?? [],
    interests: p.interests ?? [],
    workingStyle: p.workingStyle ?? [],
    availability: p.availability ?? null,
    address: { city: p.city ?? '', district: p.district ?? '' },
  };
}

export function vectorProfile(uid: string, p: VectorPerson, lastActiveAt: number): UserProfile {
  return { ...emptyProfile(uid, uid, lastActiveAt), ...vectorProfileFields(p), lastActiveAt };
}

export function activeAt(now: number, hoursAgo: number): number {
  return now - hoursAgo * HOUR_MS;
}
