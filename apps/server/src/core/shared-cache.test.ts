import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPubSub, RedisPubSub, type PubSub } from '../infra/pubsub/pubsub.ts';
import { createSharedCaches } from './shared-cache.ts';

/**
 * Shared caches: two "processes" (two sets of caches on their own pub/sub connections) keep
 * their own entries, and a forget in one drops the entry in both. In process on one memory
 * pub/sub, and on Redis when REDIS_URL is set (the PostgreSQL + Redis run of the API suite);
 * the cluster stage (apps/server/scale) shows it across real processes.
 */
const REDIS_URL = process.env.REDIS_URL ?? '';

/** A loader that counts its loads and answers the current value. */
function source(initial: string) {
  const s = { value: initial, loads: 0 };
  return {
    s,
    load: async () => {
      s.loads++;
      return s.value;
    },
  };
}

/** Waits until `read` answers `want` (an invalidation crosses the pub/sub asynchronously). */
async function eventually(read: () => Promise<string>, want: string) {
  for (let i = 0; i < 200; i++) {
    if ((await read()) === want) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(await read()).toBe(want);
}

function contract(name: string, connect: (prefix: string) => [PubSub, PubSub]) {
  describe(name, () => {
    const open: { close(): Promise<void> }[] = [];
    afterEach(async () => {
      for (const o of open.splice(0)) await o.close();
    });
    async function twoProcesses() {
      const [pa, pb] = connect(`cache-test:${crypto.randomBytes(4).toString('hex')}:`);
      const a = createSharedCaches(pa);
      const b = createSharedCaches(pb);
      await a.start();
      await b.start();
      open.push({ close: () => a.stop() }, { close: () => b.stop() });
      open.push(pa, ...(pa === pb ? [] : [pb]));
      return { a, b };
    }

    it('keeps an entry per process for its time, and a forget in one drops it in both', async () => {
      const { a, b } = await twoProcesses();
      const inA = a.cache<number, string>('company', 60_000);
      const inB = b.cache<number, string>('company', 60_000);
      const row = source('before');
      expect(await inA.get(1, row.load)).toBe('before');
      expect(await inB.get(1, row.load)).toBe('before');
      row.s.value = 'after';
      // Kept: no process reads again within the time.
      expect(await inA.get(1, row.load)).toBe('before');
      expect(await inB.get(1, row.load)).toBe('before');
      expect(row.s.loads).toBe(2);

      await inA.forget(1);
      // The process that changed it reads anew at once, the other as soon as it hears.
      expect(await inA.get(1, row.load)).toBe('after');
      await eventually(() => inB.get(1, row.load), 'after');
    });

    it('drops only the entry named, of the cache named', async () => {
      const { a, b } = await twoProcesses();
      const companiesA = a.cache<number, string>('company', 60_000);
      const companiesB = b.cache<number, string>('company', 60_000);
      const rulesB = b.cache<string, string>('course-rules', 60_000);
      const one = source('1');
      const two = source('2');
      const rule = source('r');
      await companiesB.get(1, one.load);
      await companiesB.get(2, two.load);
      await rulesB.get('1', rule.load);
      one.s.value = '1+';
      two.s.value = '2+';
      rule.s.value = 'r+';
      await companiesA.forget(1);
      await eventually(() => companiesB.get(1, one.load), '1+');
      expect(await companiesB.get(2, two.load)).toBe('2');
      expect(await rulesB.get('1', rule.load)).toBe('r');
    });

    it('forgets every entry of one cache in both, and only of that cache', async () => {
      const { a, b } = await twoProcesses();
      const pagesA = a.cache<string, string>('course-centre', 60_000);
      const pagesB = b.cache<string, string>('course-centre', 60_000);
      const rulesB = b.cache<string, string>('course-rules', 60_000);
      const one = source('p1');
      const two = source('p2');
      const rule = source('r');
      await pagesB.get('1', one.load);
      await pagesB.get('2', two.load);
      await rulesB.get('1', rule.load);
      one.s.value = 'p1+';
      two.s.value = 'p2+';
      rule.s.value = 'r+';
      await pagesA.forgetAll();
      await eventually(() => pagesB.get('1', one.load), 'p1+');
      expect(await pagesB.get('2', two.load)).toBe('p2+');
      expect(await rulesB.get('1', rule.load)).toBe('r');
    });

    it('forgets the entries of one prefix in both, and only those', async () => {
      const { a, b } = await twoProcesses();
      const profilesA = a.cache<string, string>('profile', 60_000);
      const profilesB = b.cache<string, string>('profile', 60_000);
      const mine = source('m');
      const theirs = source('t');
      await profilesB.get('1:s1', mine.load);
      await profilesB.get('1:s2', mine.load);
      await profilesB.get('12:s3', theirs.load);
      mine.s.value = 'm+';
      theirs.s.value = 't+';
      await profilesA.forgetPrefix('1:');
      await eventually(() => profilesB.get('1:s1', mine.load), 'm+');
      expect(await profilesB.get('1:s2', mine.load)).toBe('m+');
      expect(await profilesB.get('12:s3', theirs.load)).toBe('t');
    });

    it('refuses a second cache of the same name in one process', async () => {
      const { a } = await twoProcesses();
      a.cache('company', 1000);
      expect(() => a.cache('company', 1000)).toThrow(/company/);
    });
  });
}

contract('shared caches in process', () => {
  const one = new MemoryPubSub();
  return [one, one];
});

describe.skipIf(!REDIS_URL)('on Redis', () => {
  contract('shared caches on Redis', (prefix) => [
    new RedisPubSub(REDIS_URL, prefix),
    new RedisPubSub(REDIS_URL, prefix),
  ]);
});
