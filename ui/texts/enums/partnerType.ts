import type { PartnerRole } from '../../../core/domain';

/** A project's "partners wanted" / Explore projects' partner type. */
export const partnerType = {
  technical: '技術專家',
  operations: '營運/行銷專家',
} satisfies Record<PartnerRole, string>;
