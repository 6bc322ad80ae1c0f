// All tables, re-exported from their domain modules (drizzle-kit reads this file).
export * from '../modules/accounts/accounts.table.js';
export * from '../modules/news/news.table.js';
export * from '../modules/events/events.table.js';
export * from '../modules/pages/pages.table.js';
export * from '../modules/guestbook/guestbook.table.js';
export * from '../modules/notifications/push-subscriptions.table.js';
export * from '../modules/photos/photos.table.js';
export * from '../modules/profiles/profiles.table.js';
export * from '../modules/friends/friends.table.js';
export * from '../modules/blocks/blocks.table.js';
export * from '../modules/reports/reports.table.js';
export * from '../modules/settings/settings.table.js';
export * from '../modules/visitors/profile-visits.table.js';
export * from '../modules/notifications/notifications.table.js';
export * from '../modules/system/app-settings.table.js';
