import { uniqueConstraintOf } from '../db/errors.js';
import { AppError } from './app-error.js';

const MAX_ATTEMPTS = 3;

export const slugTaken = () => new AppError('SLUG_TAKEN', { fields: [{ field: 'slug', code: 'SLUG_TAKEN' }] });

/**
 * Runs a transaction that writes a slug. A concurrent writer may take the same slug between the
 * check and the write; the unique index `constraint` decides: an explicit slug is then SLUG_TAKEN,
 * a generated one is chosen again (a few times).
 */
export async function withSlugGuard<T>(constraint: string, explicit: boolean, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (uniqueConstraintOf(error) !== constraint) throw error;
      if (explicit || attempt >= MAX_ATTEMPTS) throw slugTaken();
    }
  }
}
