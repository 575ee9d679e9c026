import type { PartnerReason } from '../../core/matching/partnerScoring';
import { matchingTexts } from './texts';

const r = matchingTexts.reason;

/** A reason in plain words (./texts.ts holds every template). */
export function reasonText(reason: PartnerReason): string {
  switch (reason.kind) {
    case 'skills':
      return reason.all ? r.skillsAll(reason.skills) : r.skillsSome(reason.skills);
    case 'roles':
      return (reason.wanted ? r.roles : r.rolesComplement)[reason.theirs];
    case 'availability':
      return r.availability[reason.both];
    case 'place':
      return r.place(reason.city, reason.district);
    case 'interests':
      return r.interests(reason.items);
    case 'workingStyle':
      return r.workingStyle(reason.items);
  }
}
