import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPubSub, RedisPubSub, type PubSub } from './pubsub.ts';

/**
 * The pub/sub behind real-time fan-out, in process and on Redis (the Redis half runs when
 * REDIS_URL is set, as in the PostgreSQL + Redis run of the API suite).
 */
const REDIS_URL = process.env.REDIS_URL ?? '';

/** Resolves with the next `n` messages a handler receives (or rejects after a timeout). */
function collect(n: number) {
  const got: string[] = [];
  let done: (v: string[]) => void = () => {};
  const promise = new Promise<string[]>((resolve, reject) => {
    done = resolve;
    setTimeout(() => reject(new Error(`timed out with ${JSON.stringify(got)}`)), 3000);
  });
  // Collectors that are never awaited (a channel that must stay silent) time out quietly.
  promise.catch(() => {});
  return {
    handler: (m: string) => {
      got.push(m);
      if (got.length === n) done(got);
    },
    promise,
    got,
  };
}

const quiet = () => new Promise((r) => setTimeout(r, 150));

function contract(name: string, make: (prefix: string) => PubSub) {
  describe(name, () => {
    const open: PubSub[] = [];
    const create = (prefix = `pubsub-test:${crypto.randomBytes(4).toString('hex')}:`) => {
      const p = make(prefix);
      open.push(p);
      return p;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((p) => p.close()));
    });

    it('delivers in order to every subscriber of the channel, and only of that channel', async () => {
      const ps = create();
      const a = collect(2);
      const b = collect(2);
      const other = collect(1);
      await ps.subscribe('inbox', a.handler);
      await ps.subscribe('inbox', b.handler);
      await ps.subscribe('elsewhere', other.handler);
      await ps.publish('inbox', 'one');
      await ps.publish('inbox', 'two');
      expect(await a.promise).toEqual(['one', 'two']);
      expect(await b.promise).toEqual(['one', 'two']);
      await quiet();
      expect(other.got).toEqual([]);
    });

    it('stops delivering after unsubscribe', async () => {
      const ps = create();
      const a = collect(1);
      const b = collect(2);
      const off = await ps.subscribe('c', a.handler);
      await ps.subscribe('c', b.handler);
      await ps.publish('c', 'first');
      await a.promise;
      await off();
      await ps.publish('c', 'second');
      expect(await b.promise).toEqual(['first', 'second']);
      expect(a.got).toEqual(['first']);
    });

    it('never runs a subscriber inside the publish call', async () => {
      const ps = create();
      const a = collect(1);
      await ps.subscribe('c', a.handler);
      const publishing = ps.publish('c', 'x');
      expect(a.got).toEqual([]);
      await publishing;
      expect(await a.promise).toEqual(['x']);
    });
  });
}

contract('MemoryPubSub', () => new MemoryPubSub());

describe.skipIf(!REDIS_URL)('RedisPubSub', () => {
  contract('contract', (prefix) => new RedisPubSub(REDIS_URL, prefix));

  it('reaches another process-like instance on the same prefix, not one on another prefix', async () => {
    const prefix = `pubsub-test:${crypto.randomBytes(4).toString('hex')}:`;
    const sender = new RedisPubSub(REDIS_URL, prefix);
    const receiver = new RedisPubSub(REDIS_URL, prefix);
    const stranger = new RedisPubSub(REDIS_URL, `${prefix}other:`);
    try {
      const got = collect(1);
      const strange = collect(1);
      await receiver.subscribe('inbox', got.handler);
      await stranger.subscribe('inbox', strange.handler);
      await sender.publish('inbox', JSON.stringify({ companyId: 1 }));
      expect(await got.promise).toEqual(['{"companyId":1}']);
      await quiet();
      expect(strange.got).toEqual([]);
    } finally {
      await Promise.all([sender.close(), receiver.close(), stranger.close()]);
    }
  });
});
