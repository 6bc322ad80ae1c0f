/**
 * The texts the public pages use (PUBLIC_TEXT_SCREENS in app/routes.tsx, their layout and what
 * they import): they ship with the first page; the rest of the catalogue is fetched by the screens
 * that need it (decision 0012). A path takes that part of the catalogue, `!path` leaves a part of
 * it out (the staff's forms on the public pages). A test keeps this list complete.
 */
export const PUBLIC_TEXTS = [
  'brand',
  'common',
  'landing',
  'language',
  'nav',
  'footer',
  'notFound',
  'warnings',
  'pwa',
  // The neutral tab's title (usePageTitle, every screen; decision 0043).
  'discretion.neutralTab.title',
  // What a visitor may meet on a public page; any other code fetches the full catalogue.
  'errors.INTERNAL',
  'errors.BAD_INPUT',
  'errors.NOT_FOUND',
  'errors.NOT_ALLOWED',
  'errors.NOT_SIGNED_IN',
  'errors.RATE_LIMITED',
  'events',
  '!events.form',
  '!events.publication',
  '!events.admin',
  '!events.image',
  'news',
  '!news.form',
  '!news.publication',
  '!news.admin',
  '!news.image',
  // The event page's prompt for visitors (the members' reservation panel fetches the full catalogue).
  'reservations.visitor',
  'guestbook',
  '!guestbook.admin',
  '!guestbook.new',
  '!guestbook.form',
  'pages',
  '!pages.images',
  '!pages.editor',
  '!pages.heights',
] as const;

type Tree = { [key: string]: string | Tree };

/** The part of a catalogue that `paths` names (see PUBLIC_TEXTS). */
export function pickTexts(catalogue: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths.filter((p) => !p.startsWith('!'))) {
    const value = get(catalogue, path);
    if (value !== undefined) set(out, path, structuredClone(value));
  }
  for (const path of paths.filter((p) => p.startsWith('!'))) remove(out, path.slice(1));
  return out;
}

function get(tree: Tree, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

function set(tree: Tree, path: string, value: string | Tree): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
  node[parts.at(-1)!] = value;
}

function remove(tree: Tree, path: string): void {
  const parts = path.split('.');
  const parent = get(tree, parts.slice(0, -1).join('.') || '');
  const holder = parts.length === 1 ? tree : parent;
  if (typeof holder === 'object') delete holder[parts.at(-1)!];
}
