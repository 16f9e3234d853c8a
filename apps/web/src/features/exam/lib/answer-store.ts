import type { TAnswerValue } from '@ascent/shared/question';

/** An answer given on the screen and not yet confirmed by the server. */
export interface QueuedAnswer {
  attemptId: number;
  questionId: number;
  value: TAnswerValue;
  seq: number;
}

/**
 * The browser's queue of unsent answers, kept in IndexedDB so that a closed tab, a reload or
 * a network cut loses nothing: an answer is put here before it is sent and removed once the
 * server has stored it (or a newer one).
 */
export interface AnswerStore {
  put(answer: QueuedAnswer): Promise<void>;
  list(attemptId: number): Promise<QueuedAnswer[]>;
  /** Removes the queued answers the server holds: those whose seq is not above `stored`. */
  acknowledge(attemptId: number, stored: Record<string, number>): Promise<void>;
  clear(attemptId: number): Promise<void>;
}

const DB_NAME = 'ascent-exam';
const STORE = 'answers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(STORE)) {
        const store = db.createObjectStore(STORE, { keyPath: ['attemptId', 'questionId'] });
        store.createIndex('attempt', 'attemptId');
      }
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
}

/** The queue in IndexedDB. */
export function createIndexedDbStore(factory: IDBFactory): AnswerStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => (opened ??= openDb(factory));
  const range = (attemptId: number) => IDBKeyRange.only(attemptId);
  return {
    async put(answer) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const current = await request<QueuedAnswer | undefined>(
        store.get([answer.attemptId, answer.questionId]),
      );
      if (!current || current.seq < answer.seq) store.put(answer);
      await done(tx);
    },
    async list(attemptId) {
      const tx = (await db()).transaction(STORE, 'readonly');
      const rows = await request<QueuedAnswer[]>(
        tx.objectStore(STORE).index('attempt').getAll(range(attemptId)),
      );
      return rows.sort((a, b) => a.questionId - b.questionId);
    },
    async acknowledge(attemptId, stored) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const rows = await request<QueuedAnswer[]>(store.index('attempt').getAll(range(attemptId)));
      for (const row of rows) {
        const seq = stored[String(row.questionId)];
        if (seq !== undefined && row.seq <= seq) store.delete([attemptId, row.questionId]);
      }
      await done(tx);
    },
    async clear(attemptId) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const keys = await request(store.index('attempt').getAllKeys(range(attemptId)));
      for (const key of keys) store.delete(key);
      await done(tx);
    },
  };
}

/** The queue in memory, where IndexedDB is missing (private modes of some browsers, tests). */
export function createMemoryStore(): AnswerStore {
  const rows = new Map<string, QueuedAnswer>();
  const key = (a: number, q: number) => `${a}:${q}`;
  return {
    async put(answer) {
      const current = rows.get(key(answer.attemptId, answer.questionId));
      if (!current || current.seq < answer.seq)
        rows.set(key(answer.attemptId, answer.questionId), { ...answer });
    },
    async list(attemptId) {
      return [...rows.values()]
        .filter((r) => r.attemptId === attemptId)
        .sort((a, b) => a.questionId - b.questionId);
    },
    async acknowledge(attemptId, stored) {
      for (const [k, r] of rows) {
        const seq = stored[String(r.questionId)];
        if (r.attemptId === attemptId && seq !== undefined && r.seq <= seq) rows.delete(k);
      }
    },
    async clear(attemptId) {
      for (const [k, r] of rows) if (r.attemptId === attemptId) rows.delete(k);
    },
  };
}

let shared: AnswerStore | null = null;
/** The page's queue: IndexedDB when the browser has it, else memory. */
export function answerStore(): AnswerStore {
  if (shared) return shared;
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  shared = factory ? createIndexedDbStore(factory) : createMemoryStore();
  return shared;
}
