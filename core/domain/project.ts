import type { EpochMs, Uid } from './common';
import type { ApplicationStatus, PartnerRole, ProjectStage } from './enums';

/** A member's project. Stored under the owner's uid, so `id === ownerId`: one project a member. */
export interface Project {
  id: string;
  projectName: string;
  headline: string;
  description: string;
  stage: ProjectStage;
  partnersWanted: PartnerRole[];
  skillsRequired: string[];
  ownerId: Uid;
  ownerName: string;
  ownerAvatar: string;
  createdAt: EpochMs;
  /**
   * Set by an admin resolving a report: the project is then listed and shown to nobody but its
   * owner and the admins. Absent means false.
   */
  hidden?: boolean;
}

/** What the project form sends; the backend adds id, owner info and createdAt. */
export type ProjectInput = Pick<
  Project,
  'projectName' | 'headline' | 'description' | 'stage' | 'partnersWanted' | 'skillsRequired'
>;

export interface ProjectFilters {
  partnerType?: PartnerRole;
  stage?: ProjectStage;
}

/** projects/{projectId}/applications/{applicantId}: one application a member per project. */
export interface Application {
  projectId: string;
  applicantId: Uid;
  /** Denormalised so the owner's list needs no read per row. */
  applicantName: string;
  applicantAvatar: string;
  status: ApplicationStatus;
  createdAt: EpochMs;
}
