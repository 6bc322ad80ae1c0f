// All tables, re-exported from their domain modules (drizzle-kit reads this file).
export * from '../modules/accounts/accounts.table.js';
export * from '../modules/news/news.table.js';
export * from '../modules/events/events.table.js';
export * from '../modules/pages/pages.table.js';
export * from '../modules/guestbook/guestbook.table.js';
export * from '../modules/notifications/push-subscriptions.table.js';
