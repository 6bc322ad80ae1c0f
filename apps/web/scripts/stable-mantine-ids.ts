import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` starts with React's id and, in a layout effect after mounting, replaces it with
 * a random one: every Tabs, Menu, Popover and input renders twice, the second time synchronously
 * (an update in a layout effect), and its ids change in the DOM. On a page the server rendered,
 * that second pass came right after hydration as one long task of the header, tabs and forms
 * (Lighthouse's TBT on /events). React's `useId` is already the same on the server and in the
 * browser and unique in the app's one root, so the builds keep it: same ids as the first render,
 * no second one.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'venue:stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}
