import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext extension): e-mails and usernames. */
export const citext = customType<{ data: string }>({
  dataType() {
    return 'citext';
  },
});
