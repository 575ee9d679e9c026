import type { Availability } from '../../../core/domain';

export const availability = {
  full_time: '全職合夥',
  part_time: '兼職或顧問',
  either: '皆可',
} satisfies Record<Availability, string>;
