import { describe, expect, it, vi } from 'vitest';
import {
  connectMessageStream,
  retryDelay,
  streamUrl,
  type EventSourceLike,
} from './message-stream.ts';

class FakeSource implements EventSourceLike {
  static made: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.made.push(this);
  }
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  emit(type: string, data: string) {
    for (const l of this.listeners.get(type) ?? []) l({ data } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(tickets: (() => Promise<string>)[]) {
  FakeSource.made = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const counts: number[] = [];
  let n = 0;
  const stop = connectMessageStream({
    getTicket: () => tickets[Math.min(n++, tickets.length - 1)]!(),
    onCount: (c) => counts.push(c),
    createSource: (url) => new FakeSource(url),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: vi.fn(),
  });
  return { stop, timers, counts };
}

describe('message stream client', () => {
  it('opens the stream with a ticket and reports counts', async () => {
    const { counts } = setup([async () => 't/1+']);
    await flush();
    const [s] = FakeSource.made;
    expect(s?.url).toBe('/api/study/me/message/stream?ticket=t%2F1%2B');
    s!.emit('count', '{"count":3}');
    s!.emit('count', 'not json');
    s!.emit('count', '{"count":0}');
    expect(counts).toEqual([3, 0]);
  });

  it('starts over with a new ticket after the stream drops, waiting longer each time', async () => {
    const { timers } = setup([async () => 'a', async () => 'b', async () => 'c']);
    await flush();
    FakeSource.made[0]!.fail();
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers[0]!.fn();
    await flush();
    expect(FakeSource.made[1]!.url).toContain('ticket=b');
    FakeSource.made[1]!.fail();
    expect(timers[1]!.ms).toBe(4000);
    timers[1]!.fn();
    await flush();
    // A count means it works again: the next drop waits the shortest time.
    FakeSource.made[2]!.emit('count', '{"count":1}');
    FakeSource.made[2]!.fail();
    expect(timers[2]!.ms).toBe(2000);
  });

  it('retries when the ticket cannot be had, and stops for good', async () => {
    const { stop, timers } = setup([() => Promise.reject(new Error('offline')), async () => 'ok']);
    await flush();
    expect(FakeSource.made).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]!.fn();
    await flush();
    expect(FakeSource.made).toHaveLength(1);
    stop();
    expect(FakeSource.made[0]!.closed).toBe(true);
    FakeSource.made[0]!.fail();
    expect(timers).toHaveLength(1);
  });

  it('caps the delay at a minute and builds the URL', () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelay)).toEqual([2000, 4000, 8000, 60000, 60000, 60000]);
    expect(streamUrl('x y')).toBe('/api/study/me/message/stream?ticket=x%20y');
  });
});
