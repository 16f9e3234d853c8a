import { MESSAGE_STREAM_EVENT, type TMessageCount } from '@ascent/shared/message';

/** The part of EventSource the stream uses (a test double in unit tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface MessageStreamOptions {
  /** A fresh single-use ticket (POST study/me/message/ticket). */
  getTicket: () => Promise<string>;
  onCount: (count: number) => void;
  createSource?: (url: string) => EventSourceLike;
  /** Timers (fake ones in tests). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const MESSAGE_STREAM_PATH = '/api/study/me/message/stream';

/** Waits 2 s, 4 s, 8 s ... up to a minute between attempts after failures in a row. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}

export function streamUrl(ticket: string): string {
  return `${MESSAGE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Keeps a message stream open: fetches a ticket, opens an EventSource on the stream URL and
 * reports each `count` event. A ticket works once, so when the stream drops (network, server
 * restart, the server's 15-minute limit) it starts over with a new ticket after a delay that
 * grows with failures in a row. Returns the function that stops it.
 */
export function connectMessageStream(opts: MessageStreamOptions): () => void {
  const createSource =
    opts.createSource ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let failures = 0;

  const retry = () => {
    if (stopped) return;
    failures += 1;
    timer = setTimer(() => {
      timer = null;
      void open();
    }, retryDelay(failures));
  };

  async function open() {
    let ticket: string;
    try {
      ticket = await opts.getTicket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const s = createSource(streamUrl(ticket));
    source = s;
    s.addEventListener(MESSAGE_STREAM_EVENT.count, (event) => {
      failures = 0;
      try {
        const { count } = JSON.parse(event.data) as TMessageCount;
        if (typeof count === 'number') opts.onCount(count);
      } catch {
        // not ours
      }
    });
    s.onerror = () => {
      // EventSource would retry the same URL, whose ticket is spent: start over instead.
      s.close();
      if (source === s) source = null;
      retry();
    };
  }

  void open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}
