import type { Application, ApplicationStatus } from '../domain';

/** Spec 4: pending, then accepted or rejected (by the project owner). Nothing else. */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === 'pending' && (to === 'accepted' || to === 'rejected');
}

/** Decided applications show a status tag; pending ones show accept and reject buttons. */
export function isDecided(status: ApplicationStatus): status is 'accepted' | 'rejected' {
  return status === 'accepted' || status === 'rejected';
}

/** The pending count shown above the owner's applications list. */
export function countPending(apps: readonly Pick<Application, 'status'>[]): number {
  return apps.filter((a) => a.status === 'pending').length;
}
