import { DomainError } from '../../../core/domain';

export function checkLimit(limit: number): number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new DomainError('invalid-argument', 'limit must be a whole number from 1 to 1000', ['number_invalid']);
  }
  return limit;
}
