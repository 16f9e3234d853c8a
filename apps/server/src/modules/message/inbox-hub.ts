import { MESSAGE_STREAM_EVENT } from '@ascent/shared/message';
import type { PubSub } from '../../infra/pubsub/pubsub.ts';

/** The pub/sub channel on which a change to inboxes is announced to every server process. */
export const INBOX_CHANNEL = 'message:inbox';

/**
 * Inboxes changed: the users named (or, without `userIds`, possibly anyone in the company).
 * Each process recounts only the users it has a stream open for.
 */
export interface InboxChange {
  companyId: number;
  userIds?: number[];
}

/** Where a stream's events are written (the HTTP response). */
export interface StreamSink {
  write(chunk: string): unknown;
  end(): unknown;
}

export interface StreamOwner {
  userId: number;
  companyId: number;
}

interface Stream extends StreamOwner {
  sink: StreamSink;
  /** The last count this stream was told. */
  last: number;
  openedAt: number;
}

export interface InboxHubOptions {
  pubsub: PubSub;
  /** Unread counts of these users (absent: 0). */
  unreadCounts: (userIds: number[]) => Promise<Map<number, number>>;
  /**
   * Told of every change the moment it is heard (from any process) or published (by this
   * one), before any recount: what this process keeps of inboxes (the bell's cached counts)
   * drops the affected users there.
   */
  heard?: (change: InboxChange) => void;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** A stream ends after this long; the client opens a new one with a new ticket. */
  maxAgeMs?: number;
  /** Streams one user may hold open in this process; the oldest goes first. */
  maxPerUser?: number;
  onError?: (err: unknown) => void;
}

export const HEARTBEAT_MS = 25_000;
/** The longest a process serves a user's unread count without hearing of a change. */
export const UNREAD_COUNT_CACHE_MS = 60_000;
export const STREAM_MAX_AGE_MS = 15 * 60_000;
const MAX_STREAMS_PER_USER = 10;

export const countEvent = (count: number) =>
  `event: ${MESSAGE_STREAM_EVENT.count}\ndata: ${JSON.stringify({ count })}\n\n`;

/**
 * The open message streams of this process and the fan-out that feeds them: whoever changes an
 * inbox publishes an InboxChange; every process hears it, recounts the unread messages of its
 * own affected streams in one query and pushes a `count` event to those whose count moved.
 */
export function createInboxHub(opts: InboxHubOptions) {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const maxAgeMs = opts.maxAgeMs ?? STREAM_MAX_AGE_MS;
  const maxPerUser = opts.maxPerUser ?? MAX_STREAMS_PER_USER;
  const onError = opts.onError ?? (() => {});
  const byUser = new Map<number, Set<Stream>>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  // Changes are handled one after another, so counts reach a stream in the order they were read.
  let queue: Promise<void> = Promise.resolve();

  const safeWrite = (s: Stream, chunk: string) => {
    try {
      s.sink.write(chunk);
    } catch (err) {
      onError(err);
      detach(s);
    }
  };

  function detach(s: Stream) {
    const set = byUser.get(s.userId);
    if (!set?.delete(s)) return;
    if (!set.size) byUser.delete(s.userId);
    try {
      s.sink.end();
    } catch {
      // already gone
    }
  }

  async function handle(change: InboxChange) {
    const wanted = change.userIds ? new Set(change.userIds) : null;
    const targets: number[] = [];
    for (const [userId, set] of byUser) {
      if (wanted && !wanted.has(userId)) continue;
      const first = set.values().next().value;
      if (first?.companyId === change.companyId) targets.push(userId);
    }
    if (!targets.length) return;
    const counts = await opts.unreadCounts(targets);
    for (const userId of targets) {
      const count = counts.get(userId) ?? 0;
      for (const s of byUser.get(userId) ?? []) {
        if (s.last === count) continue;
        s.last = count;
        safeWrite(s, countEvent(count));
      }
    }
  }

  function beat() {
    const now = Date.now();
    for (const set of [...byUser.values()]) {
      for (const s of [...set]) {
        if (now - s.openedAt >= maxAgeMs) detach(s);
        else safeWrite(s, ': ping\n\n');
      }
    }
  }

  return {
    async start() {
      unsubscribe = await opts.pubsub.subscribe(INBOX_CHANNEL, (raw) => {
        let change: InboxChange;
        try {
          change = JSON.parse(raw) as InboxChange;
        } catch {
          return;
        }
        opts.heard?.(change);
        queue = queue.then(() => handle(change)).catch(onError);
      });
      timer = setInterval(beat, heartbeatMs);
      timer.unref();
    },

    /** Opens a stream: the current count goes out at once. Returns the function that closes it. */
    attach(owner: StreamOwner, sink: StreamSink, count: number): () => void {
      const s: Stream = { ...owner, sink, last: count, openedAt: Date.now() };
      let set = byUser.get(owner.userId);
      if (!set) {
        set = new Set();
        byUser.set(owner.userId, set);
      }
      set.add(s);
      if (set.size > maxPerUser) {
        const oldest = set.values().next().value;
        if (oldest) detach(oldest);
      }
      safeWrite(s, countEvent(count));
      return () => detach(s);
    },

    /**
     * Tells every process (this one included) that these inboxes changed. Call it after the
     * change is committed: this process forgets its counts at once, the others when they hear.
     */
    async publish(change: InboxChange): Promise<void> {
      opts.heard?.(change);
      await opts.pubsub.publish(INBOX_CHANNEL, JSON.stringify(change));
    },

    /** Open streams in this process (for tests and health). */
    size(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },

    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await unsubscribe?.();
      unsubscribe = null;
      for (const set of [...byUser.values()]) for (const s of [...set]) detach(s);
      await queue;
    },
  };
}
export type InboxHub = ReturnType<typeof createInboxHub>;
