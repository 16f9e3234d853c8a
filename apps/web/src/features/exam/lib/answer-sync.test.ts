import { describe, expect, it } from 'vitest';
import type { AnswerSaved } from '@ascent/shared/exam';
import { createMemoryStore, type QueuedAnswer } from './answer-store.ts';
import { createAnswerSync, nextSeq, type SendFailure } from './answer-sync.ts';

class Offline extends Error {}
class Refused extends Error {}

/** A fake server holding the highest seq per question, like the real one. */
function fakeServer() {
  const held = new Map<number, QueuedAnswer>();
  let down = false;
  const sent: QueuedAnswer[][] = [];
  return {
    held,
    sent,
    setDown: (d: boolean) => (down = d),
    async send(items: QueuedAnswer[]): Promise<AnswerSaved> {
      sent.push(items);
      if (down) throw new Offline('network');
      const stored: Record<string, number> = {};
      for (const i of items) {
        const cur = held.get(i.questionId);
        if (!cur || cur.seq < i.seq) held.set(i.questionId, i);
        stored[i.questionId] = held.get(i.questionId)!.seq;
      }
      return { stored };
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(server = fakeServer(), store = createMemoryStore(), online = () => true) {
  let clock = 1000;
  const refused: unknown[] = [];
  const sync = createAnswerSync({
    attemptId: 7,
    store,
    send: (items) => server.send(items),
    failureOf: (e): SendFailure => (e instanceof Refused ? 'refused' : 'transport'),
    onRefused: (e) => refused.push(e),
    onChange: () => undefined,
    isOnline: online,
    now: () => clock++,
    retryMs: 60_000,
  });
  return { sync, server, store, refused };
}

describe('the answer queue', () => {
  it('numbers changes above the last seq and the clock', () => {
    expect(nextSeq(undefined, 5)).toBe(5);
    expect(nextSeq(9, 5)).toBe(10);
    expect(nextSeq(3, 50)).toBe(50);
  });

  it('sends each change and empties the queue once the server holds it', async () => {
    const t = setup();
    await t.sync.init({});
    t.sync.set(1, { keys: ['A'] });
    expect(t.sync.state()).toBe('saving');
    expect(await t.sync.flush()).toBe(true);
    expect(t.sync.state()).toBe('saved');
    expect(t.server.held.get(1)?.value).toEqual({ keys: ['A'] });
    expect(await t.store.list(7)).toEqual([]);
  });

  it('keeps answers queued while offline, and sends them when the network is back', async () => {
    const t = setup();
    await t.sync.init({});
    t.server.setDown(true);
    t.sync.set(1, { keys: ['A'] });
    t.sync.set(2, { keys: ['B'] });
    t.sync.set(1, { keys: ['C'] });
    expect(await t.sync.flush()).toBe(false);
    expect(t.sync.state()).toBe('offline');
    expect((await t.store.list(7)).map((a) => [a.questionId, a.value])).toEqual([
      [1, { keys: ['C'] }],
      [2, { keys: ['B'] }],
    ]);
    t.server.setDown(false);
    t.sync.online();
    await t.sync.flush();
    expect(t.sync.state()).toBe('saved');
    expect(t.server.held.get(1)?.value).toEqual({ keys: ['C'] });
    expect(await t.store.list(7)).toEqual([]);
    t.sync.stop();
  });

  it('after a closed page, starts from the server merged with the queue (higher seq wins)', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    const first = setup(server, store);
    await first.sync.init({});
    first.sync.set(1, { keys: ['A'] });
    await first.sync.flush();
    server.setDown(true);
    first.sync.set(2, { keys: ['B'] });
    first.sync.set(3, { keys: ['C'] });
    await first.sync.flush();
    first.sync.stop();

    server.setDown(false);
    const again = setup(server, store);
    const fromServer = Object.fromEntries(
      [...server.held.values()].map((a) => [String(a.questionId), { value: a.value, seq: a.seq }]),
    );
    // The queue holds an older value of 1 than the server (sent, acknowledged): it loses.
    await store.put({ attemptId: 7, questionId: 1, value: { keys: ['Z'] }, seq: 1 });
    await again.sync.init(fromServer);
    expect([...again.sync.answers().entries()].map(([q, e]) => [q, e.value]).sort()).toEqual([
      [1, { keys: ['A'] }],
      [2, { keys: ['B'] }],
      [3, { keys: ['C'] }],
    ]);
    await again.sync.flush();
    await tick();
    expect(again.sync.state()).toBe('saved');
    expect([...server.held.keys()].sort()).toEqual([1, 2, 3]);
    expect(await store.list(7)).toEqual([]);
  });

  it('drops refused answers and says so', async () => {
    const t = setup();
    t.server.send = async () => {
      throw new Refused('handed in');
    };
    await t.sync.init({});
    t.sync.set(1, { keys: ['A'] });
    await t.sync.flush();
    expect(t.refused).toHaveLength(1);
    expect(t.sync.state()).toBe('saved');
    expect(await t.store.list(7)).toEqual([]);
  });

  it('shows offline when the browser says so, once the queue holds the change', async () => {
    let online = false;
    const t = setup(fakeServer(), createMemoryStore(), () => online);
    await t.sync.init({});
    t.server.setDown(true);
    t.sync.set(4, { text: 'essay' }, 10_000);
    await tick();
    expect(t.sync.state()).toBe('offline');
    online = true;
    t.server.setDown(false);
    t.sync.online();
    await t.sync.flush();
    expect(t.sync.state()).toBe('saved');
  });
});
