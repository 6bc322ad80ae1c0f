import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in CI (the two shards side by side, 2026-12-02). Vitest's own
 * shards split the files by count in the order of their paths' hashes: one shard got the axe scan
 * (99 s) and ran 36 s longer than the other, and CI waits for the slower one. A file not listed
 * counts as 15 s; the figures need not be exact, only in proportion.
 */
const SECONDS: Record<string, number> = {
  accessibility: 99, 'venue-pages': 55, friends: 37, reservations: 31, gifts: 30, reports: 25, blocks: 25, verification: 23, push: 23,
  discretion: 23, spark: 22, rooms: 22, installable: 22, premium: 20, conversations: 20, profile: 19, 'sign-up': 19, guestbook: 18,
  photos: 17, 'not-found': 15, search: 14, 'password-reset': 13, 'login-timeout': 13, roulette: 12, classifieds: 12, 'route-guards': 12,
  staff: 11, 'server-rendering': 11, 'news-events': 11, achievements: 10, language: 8, 'delete-profile': 8, 'long-names': 7, door: 5,
  'deactivate-profile': 5, keyboard: 4, home: 4,
};
const DEFAULT_SECONDS = 15;

const nameOf = (spec: TestSpecification) => path.basename(spec.moduleId).replace(/\.e2e\.ts$/, '');
const secondsOf = (spec: TestSpecification) => SECONDS[nameOf(spec)] ?? DEFAULT_SECONDS;

/**
 * `--shard=i/n` by time instead of by count: the longest file first, each to the shard with the
 * least so far. Every shard process works out the same split from the same files (ties by name).
 */
export default class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as TestSpecification[] }));
    const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || nameOf(a).localeCompare(nameOf(b)));
    for (const spec of longestFirst) {
      const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
      lightest.seconds += secondsOf(spec);
      lightest.files.push(spec);
    }
    return shards[index - 1]!.files;
  }
}
