import type { AnswerSaved } from '@ascent/shared/exam';
import { EXAM_LIMITS } from '@ascent/shared/exam';
import type { TAnswerValue } from '@ascent/shared/question';
import type { AnswerStore, QueuedAnswer } from './answer-store.ts';

/** What the save indicator shows: every answer stored, some on their way, or waiting for the network. */
export type SaveState = 'saved' | 'saving' | 'offline';

export interface AnswerEntry {
  value: TAnswerValue;
  seq: number;
}

/** How a send failed: refused by the server (ret 1: never to be accepted) or not delivered. */
export type SendFailure = 'refused' | 'transport';

export interface AnswerSyncDeps {
  attemptId: number;
  store: AnswerStore;
  /** Sends answers (one, or a batch) and answers the seqs the server now holds. */
  send: (items: QueuedAnswer[]) => Promise<AnswerSaved>;
  /** Classifies a send's rejection. */
  failureOf: (error: unknown) => SendFailure;
  /** The server refused answers (the attempt was handed in, time is up...): they are dropped. */
  onRefused: (error: unknown) => void;
  /** Answers or the save state changed. */
  onChange: () => void;
  isOnline?: () => boolean;
  now?: () => number;
  /** First retry delay after a failed send (doubling up to 30 s). */
  retryMs?: number;
}

/** The seq of a new change: above the last one, and by the clock (so it grows across reloads). */
export const nextSeq = (last: number | undefined, now: number) => Math.max((last ?? 0) + 1, now);

/**
 * The answer sheet of one attempt in the browser: every change gets a higher seq, is put in
 * the persistent queue, then sent; the server's reply (the seqs it holds) takes it off the
 * queue. A send that does not arrive is retried (and when the network comes back); a reload
 * starts from the server's answers merged with the queue, the higher seq winning.
 */
export function createAnswerSync(deps: AnswerSyncDeps) {
  const { attemptId, store } = deps;
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => true);
  const answers = new Map<number, AnswerEntry>();
  const pending = new Map<number, QueuedAnswer>();
  let storing = 0;
  let writes: Promise<void> = Promise.resolve();
  let failing = false;
  let retryDelay = deps.retryMs ?? 2000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const changed = () => deps.onChange();

  function state(): SaveState {
    if (!pending.size) return 'saved';
    // 'offline' only once the queue holds every change: closing the page then loses nothing.
    if ((failing || !isOnline()) && storing === 0) return 'offline';
    return 'saving';
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  }

  /** One round: sends what is pending now, in batches, and settles the replies. */
  async function sendPending(): Promise<void> {
    const items = [...pending.values()];
    if (!items.length) return;
    await writes;
    const stored: Record<string, number> = {};
    try {
      for (let i = 0; i < items.length; i += EXAM_LIMITS.batch) {
        const res = await deps.send(items.slice(i, i + EXAM_LIMITS.batch));
        Object.assign(stored, res.stored);
      }
    } catch (error) {
      if (deps.failureOf(error) === 'transport') {
        failing = true;
        schedule(retryDelay);
        retryDelay = Math.min(retryDelay * 2, 30_000);
        return;
      }
      // Refused: these answers will never be taken.
      for (const item of items)
        if (pending.get(item.questionId)?.seq === item.seq) pending.delete(item.questionId);
      await store.clear(attemptId).catch(() => undefined);
      deps.onRefused(error);
      return;
    }
    failing = false;
    retryDelay = deps.retryMs ?? 2000;
    const acked: Record<string, number> = {};
    for (const item of items) {
      const held = stored[String(item.questionId)];
      // A question the server does not know of (not on the paper) is dropped too.
      const settled = held === undefined || held >= item.seq;
      if (!settled) continue;
      acked[String(item.questionId)] = held ?? item.seq;
      if (pending.get(item.questionId)?.seq === item.seq) pending.delete(item.questionId);
    }
    await store.acknowledge(attemptId, acked).catch(() => undefined);
  }

  /** Sends everything pending; true when nothing is left waiting. */
  async function flush(): Promise<boolean> {
    if (stopped) return pending.size === 0;
    if (timer) clearTimeout(timer);
    timer = null;
    running ??= (async () => {
      try {
        do {
          changed();
          await sendPending();
        } while (pending.size && !failing && !stopped);
      } finally {
        running = null;
        changed();
      }
    })();
    await running;
    return pending.size === 0;
  }

  return {
    /** Starts from the server's answers and the queue of this attempt; sends what is queued. */
    async init(server: Record<string, AnswerEntry>): Promise<void> {
      for (const [q, e] of Object.entries(server)) answers.set(Number(q), e);
      const queued = await store.list(attemptId).catch(() => [] as QueuedAnswer[]);
      for (const item of queued) {
        const known = answers.get(item.questionId);
        if (known && known.seq >= item.seq) continue;
        answers.set(item.questionId, { value: item.value, seq: item.seq });
        pending.set(item.questionId, item);
      }
      const held = Object.fromEntries(Object.entries(server).map(([q, e]) => [q, e.seq]));
      await store.acknowledge(attemptId, held).catch(() => undefined);
      changed();
      if (pending.size) void flush();
    },

    /** A change on the screen: queued at once, sent after `delayMs` (typing waits a moment). */
    set(questionId: number, value: TAnswerValue, delayMs = 0): void {
      if (stopped) return;
      const seq = nextSeq(answers.get(questionId)?.seq, now());
      const item: QueuedAnswer = { attemptId, questionId, value, seq };
      answers.set(questionId, { value, seq });
      pending.set(questionId, item);
      storing += 1;
      writes = writes
        .then(() => store.put(item))
        .catch(() => undefined)
        .finally(() => {
          storing -= 1;
          changed();
        });
      changed();
      schedule(delayMs);
    },

    flush,
    /** The network is back: send now. */
    online(): void {
      retryDelay = deps.retryMs ?? 2000;
      void flush();
    },
    answers: () => answers,
    state,
    pendingCount: () => pending.size,
    /** After hand-in: nothing more to send; the queue of the attempt is emptied. */
    async finish(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      pending.clear();
      await writes;
      await store.clear(attemptId).catch(() => undefined);
    },
    /** The page goes away: stop timers (the queue stays for the next visit). */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
export type AnswerSync = ReturnType<typeof createAnswerSync>;
