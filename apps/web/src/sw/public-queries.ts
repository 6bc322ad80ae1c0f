/**
 * Read-only GraphQL queries whose answers are the same for everyone (venue pages, news, events).
 * The client sends these as GET so that the service worker may keep the answers for offline
 * reading; every other operation stays POST and is never stored (decision 0007). A query whose
 * answer depends on the viewer (abilities, drafts, the member) must not be listed here.
 */
export const PUBLIC_QUERIES: ReadonlySet<string> = new Set(['Page', 'PagesNav', 'NewsList', 'NewsPost', 'Events', 'Event']);
