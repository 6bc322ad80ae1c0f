import { SEXES, type Sex } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { AppError } from '../../shared/app-error.js';
import * as repo from './profiles.repository.js';

export function createProfilesService(deps: AppDeps) {
  return {
    /** The member sets their own profile type (owner only: the viewer is always the one changed). */
    async setProfileType(viewer: UserRow, sex: Sex): Promise<UserRow> {
      if (!SEXES.includes(sex)) throw new AppError('BAD_INPUT', { fields: [{ field: 'sex', code: 'BAD_INPUT' }] });
      const user = await repo.updateProfileType(deps.database.db, viewer.id, sex);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
