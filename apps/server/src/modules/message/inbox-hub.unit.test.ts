import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/pubsub.ts';
import { createInboxHub, type InboxHub } from './inbox-hub.ts';

/** A stream's response, recording what was written and whether it was ended. */
function sink() {
  const s = { chunks: [] as string[], ended: false };
  return {
    s,
    sink: {
      write: (c: string) => s.chunks.push(c),
      end: () => {
        s.ended = true;
      },
    },
    counts: () =>
      s.chunks
        .filter((c) => c.startsWith('event: count'))
        .map((c) => (JSON.parse(c.split('data: ')[1]!) as { count: number }).count),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('inbox hub', () => {
  const hubs: InboxHub[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(hubs.splice(0).map((h) => h.close()));
  });

  function make(
    unread: Map<number, number>,
    opts: { heartbeatMs?: number; maxAgeMs?: number } = {},
  ) {
    const pubsub = new MemoryPubSub();
    const asked: number[][] = [];
    const hub = createInboxHub({
      pubsub,
      unreadCounts: async (ids) => {
        asked.push([...ids].sort());
        return new Map(ids.map((id) => [id, unread.get(id) ?? 0]));
      },
      maxPerUser: 2,
      ...opts,
    });
    hubs.push(hub);
    return { hub, asked, pubsub };
  }

  it('sends the count on attach, then only changed counts of the users a change names', async () => {
    const unread = new Map([
      [1, 3],
      [2, 0],
    ]);
    const { hub, asked } = make(unread);
    await hub.start();
    const a = sink();
    const b = sink();
    const other = sink();
    hub.attach({ userId: 1, companyId: 10 }, a.sink, 3);
    hub.attach({ userId: 2, companyId: 10 }, b.sink, 0);
    hub.attach({ userId: 3, companyId: 99 }, other.sink, 0);
    expect(a.counts()).toEqual([3]);

    unread.set(1, 4);
    await hub.publish({ companyId: 10 });
    await settle();
    expect(asked).toEqual([[1, 2]]); // one query for the company's open streams
    expect(a.counts()).toEqual([3, 4]);
    expect(b.counts()).toEqual([0]); // unchanged: nothing sent
    expect(other.counts()).toEqual([0]);

    unread.set(2, 1);
    await hub.publish({ companyId: 10, userIds: [2, 7] });
    await settle();
    expect(asked[1]).toEqual([2]);
    expect(b.counts()).toEqual([0, 1]);
    await hub.publish({ companyId: 10, userIds: [8] });
    await settle();
    expect(asked).toHaveLength(2); // nobody here: no query
  });

  it('forgets a stream when it closes, and caps the streams per user', async () => {
    const { hub } = make(new Map());
    await hub.start();
    const x = sink();
    const y = sink();
    const z = sink();
    const closeX = hub.attach({ userId: 1, companyId: 1 }, x.sink, 0);
    closeX();
    expect(x.s.ended).toBe(true);
    expect(hub.size()).toBe(0);
    hub.attach({ userId: 1, companyId: 1 }, x.sink, 0);
    hub.attach({ userId: 1, companyId: 1 }, y.sink, 0);
    hub.attach({ userId: 1, companyId: 1 }, z.sink, 0);
    expect(hub.size()).toBe(2);
    expect(y.s.ended).toBe(false);
    await hub.close();
    expect(hub.size()).toBe(0);
    expect([y.s.ended, z.s.ended]).toEqual([true, true]);
  });

  it('writes a heartbeat comment and ends streams past their lifetime', async () => {
    vi.useFakeTimers();
    const { hub } = make(new Map(), { heartbeatMs: 25_000, maxAgeMs: 60_000 });
    await hub.start();
    const a = sink();
    hub.attach({ userId: 1, companyId: 1 }, a.sink, 0);
    vi.advanceTimersByTime(25_000);
    expect(a.s.chunks.at(-1)).toBe(': ping\n\n');
    vi.advanceTimersByTime(25_000);
    expect(a.s.chunks.filter((c) => c === ': ping\n\n')).toHaveLength(2);
    vi.advanceTimersByTime(25_000);
    expect(a.s.ended).toBe(true);
    expect(hub.size()).toBe(0);
  });

  it('drops a stream whose write throws, without disturbing the others', async () => {
    const unread = new Map([[1, 0]]);
    const { hub } = make(unread);
    await hub.start();
    const good = sink();
    hub.attach({ userId: 1, companyId: 1 }, good.sink, 0);
    let calls = 0;
    hub.attach(
      { userId: 1, companyId: 1 },
      {
        write: () => {
          if (++calls > 1) throw new Error('socket gone');
        },
        end: () => {},
      },
      0,
    );
    unread.set(1, 2);
    await hub.publish({ companyId: 1 });
    await settle();
    expect(good.counts()).toEqual([0, 2]);
    expect(hub.size()).toBe(1);
  });
});
