import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
// Each module registers its types on the builder when imported.
import '../modules/system/system.graphql.js';
import '../modules/accounts/user.graphql.js';
import '../modules/accounts/sessions.graphql.js';
import '../modules/accounts/accounts.graphql.js';
import '../modules/profiles/profiles.graphql.js';
import '../modules/visitors/visitors.graphql.js';
import '../modules/notifications/notifications.graphql.js';
import '../modules/admin/admin.graphql.js';
import '../modules/pages/pages.graphql.js';
import '../modules/guestbook/guestbook.graphql.js';
import '../modules/news/news.graphql.js';
import '../modules/events/events.graphql.js';
import '../modules/notifications/push.graphql.js';
import '../modules/friends/friends.graphql.js';
import '../modules/blocks/blocks.graphql.js';
import '../modules/photos/photos.graphql.js';

export const schema = lexicographicSortSchema(builder.toSchema());
