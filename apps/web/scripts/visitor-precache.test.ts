import { describe, expect, it } from 'vitest';
import { visitorFiles, type ViteManifest } from './visitor-precache.js';

// The precache holds what a visitor's pages reach; the members' and the staff's code is left to the
// runtime cache (decision 0073).
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shell-B.js'], dynamicImports: ['src/app/landing.screen.tsx', 'src/app/member-screens.tsx', 'src/app/layout/member-nav.tsx', 'src/app/layout/AdminLayout.tsx'], css: ['assets/index-A.css'] },
  '_shell-B.js': { file: 'assets/shell-B.js' },
  'src/app/landing.screen.tsx': { file: 'assets/landing-C.js', imports: ['_shared-D.js'], dynamicImports: ['src/components/VenueCarousel.tsx'] },
  'src/components/VenueCarousel.tsx': { file: 'assets/VenueCarousel-E.js', css: ['assets/VenueCarousel-E.css'] },
  '_shared-D.js': { file: 'assets/shared-D.js' },
  'src/app/member-screens.tsx': { file: 'assets/member-screens-F.js', imports: ['_shared-D.js'], dynamicImports: ['src/features/chat/ChatScreen.tsx'] },
  'src/features/chat/ChatScreen.tsx': { file: 'assets/ChatScreen-G.js', css: ['assets/ChatScreen-G.css'] },
  'src/app/layout/member-nav.tsx': { file: 'assets/member-nav-H.js' },
  'src/app/layout/AdminLayout.tsx': { file: 'assets/AdminLayout-I.js' },
};

describe('the service worker’s precache', () => {
  it('holds the entry and every public screen with what they import, statically or lazily, CSS included', () => {
    expect([...visitorFiles(manifest)].sort()).toEqual([
      'assets/VenueCarousel-E.css',
      'assets/VenueCarousel-E.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/landing-C.js',
      'assets/shared-D.js',
      'assets/shell-B.js',
    ]);
  });

  it('leaves out what only the members’ and the staff’s app reach (a chunk shared with a public screen stays)', () => {
    const files = visitorFiles(manifest);
    for (const file of ['assets/member-screens-F.js', 'assets/ChatScreen-G.js', 'assets/ChatScreen-G.css', 'assets/member-nav-H.js', 'assets/AdminLayout-I.js']) expect(files.has(file)).toBe(false);
    expect(files.has('assets/shared-D.js')).toBe(true);
  });

  it('refuses a manifest it cannot follow rather than precaching too little', () => {
    expect(() => visitorFiles({ 'x.js': { file: 'assets/x.js' } })).toThrow(/no entry/);
    expect(() => visitorFiles({ 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });
});
