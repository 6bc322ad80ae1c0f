import type { UserRow } from './accounts.table.js';

/** The current member's own profile as a JSON:API document (GET /api/me). */
export function currentUserDocument(user: UserRow, baseUrl: string) {
  return {
    jsonapi: { version: '1.1' },
    links: { self: `${baseUrl}/api/me` },
    data: {
      type: 'users',
      id: user.id,
      attributes: {
        username: user.username,
        slug: user.slug,
        email: user.email,
        sex: user.sex,
        language: user.language,
        isPremium: user.isPremium,
        isVerified: user.isVerified,
        isDeactivated: user.isDeactivated,
        admin: user.admin,
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
      },
    },
  };
}
