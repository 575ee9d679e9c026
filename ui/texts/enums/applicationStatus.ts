import type { ApplicationStatus } from '../../../core/domain';

export const applicationStatus = {
  pending: '審核中',
  accepted: '已接受',
  rejected: '已婉拒',
} satisfies Record<ApplicationStatus, string>;
