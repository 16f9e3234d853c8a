import type { ItemKind, TTodoTask, TaskType } from '@ascent/shared/task';
import type { DbOrTx, Tx } from '../db/client.ts';

/**
 * The seams that let programmes, certificates, the to-do centre and sign-ups work over items
 * other modules own, without touching their tables (issue 6). Each is created once in app.ts
 * and handed to the modules that register with it or read through it.
 */

// ---------------------------------------------------------------------------------------------
// Item events: "this learner completed / passed / failed this item", emitted inside the
// transaction that made it so. Handlers (programme progress, certificates) run in the same
// transaction with the same tx, so they must never query the root db (PGlite has one
// connection) and must be idempotent (an event may repeat: a second pass of an exam).

export type ItemOutcome = 'completed' | 'passed' | 'failed';

export interface ItemEvent {
  companyId: number;
  userId: number;
  kind: ItemKind;
  itemId: number;
  outcome: ItemOutcome;
  /** The score where the item has one (exam, homework, face-to-face grade). */
  score: number | null;
  at: Date;
  /** What the item itself is worth, where it says (a course's study hours and credits). */
  worth?: { hours: number; credits: number };
}

export type ItemEventHandler = (tx: Tx, event: ItemEvent) => Promise<void>;

export interface ItemEvents {
  on(handler: ItemEventHandler): void;
  emit(tx: Tx, event: ItemEvent): Promise<void>;
}

export function createItemEvents(): ItemEvents {
  const handlers: ItemEventHandler[] = [];
  return {
    on: (handler) => void handlers.push(handler),
    async emit(tx, event) {
      for (const handler of handlers) await handler(tx, event);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Item sources: what an item is called and where each learner stands on it, read in batches
// (a programme's report reads thousands of learners at once: one query per kind, never per row).

export interface ItemState {
  state: 'notStarted' | 'inProgress' | 'completed';
  /** Exams, homework, graded sessions: passed or not once finished; null where no pass exists. */
  passed: boolean | null;
  score: number | null;
  finishedAt: Date | null;
}

export interface ItemSummary {
  id: number;
  title: string;
  /** The learner site's page for it, e.g. `/course/detail?id=3`. */
  url: string;
}

export interface ItemSource {
  kind: ItemKind;
  /** Items of the company among ids (missing ids are not the company's or do not exist). */
  describe(q: DbOrTx, companyId: number, ids: number[]): Promise<Map<number, ItemSummary>>;
  /** Keyed `${userId}:${itemId}`; a missing key means not started. */
  states(
    q: DbOrTx,
    companyId: number,
    userIds: number[],
    itemIds: number[],
  ): Promise<Map<string, ItemState>>;
  /** Admin pickers: the company's items whose title contains the keyword (all when empty). */
  search(q: DbOrTx, companyId: number, keyword: string, limit: number): Promise<ItemSummary[]>;
}

export const stateKey = (userId: number, itemId: number) => `${userId}:${itemId}`;

export interface ItemSources {
  register(source: ItemSource): void;
  get(kind: ItemKind): ItemSource | undefined;
}

export function createItemSources(): ItemSources {
  const sources = new Map<ItemKind, ItemSource>();
  return {
    register(source) {
      if (sources.has(source.kind)) throw new Error(`item source ${source.kind} twice`);
      sources.set(source.kind, source);
    },
    get: (kind) => sources.get(kind),
  };
}

// ---------------------------------------------------------------------------------------------
// Item access: a learner enrolled in a programme may open its items even where the item's own
// audience leaves them out. The programme module grants; nothing asks this directly: the access
// module (core/access.ts) asks it after an item's own audience rule said no, in batches.

export type ItemAccessGrant = (
  q: DbOrTx,
  companyId: number,
  userId: number,
  kind: ItemKind,
  itemId: number,
) => Promise<boolean>;

/** The ids among `itemIds` a grant opens to the learner (one call for a whole list). */
export type ItemAccessGrants = (
  q: DbOrTx,
  companyId: number,
  userId: number,
  kind: ItemKind,
  itemIds: readonly number[],
) => Promise<Set<number>>;

export interface ItemAccess {
  /** A grant asked one item at a time (tests grant this way). */
  grant(fn: ItemAccessGrant): void;
  /** A grant asked once per list (the programme module's). */
  grantMany(fn: ItemAccessGrants): void;
  granted: ItemAccessGrant;
  grantedAmong: ItemAccessGrants;
}

export function createItemAccess(): ItemAccess {
  const many: ItemAccessGrants[] = [];
  const single: ItemAccessGrant[] = [];
  const grantedAmong: ItemAccessGrants = async (q, companyId, userId, kind, itemIds) => {
    const out = new Set<number>();
    for (const fn of many) {
      const rest = itemIds.filter((id) => !out.has(id));
      if (!rest.length) return out;
      for (const id of await fn(q, companyId, userId, kind, rest)) out.add(id);
    }
    for (const fn of single)
      for (const id of itemIds)
        if (!out.has(id) && (await fn(q, companyId, userId, kind, id))) out.add(id);
    return out;
  };
  return {
    grant: (fn) => void single.push(fn),
    grantMany: (fn) => void many.push(fn),
    grantedAmong,
    granted: async (q, companyId, userId, kind, itemId) =>
      (await grantedAmong(q, companyId, userId, kind, [itemId])).has(itemId),
  };
}

// ---------------------------------------------------------------------------------------------
// Task sources: the learner's tasks of some task types, for the to-do centre and /project.

export interface TaskContext {
  companyId: number;
  userId: number;
  now: Date;
}

export interface TaskSource {
  taskTypes: readonly TaskType[];
  /** Every task of these types the learner has (bounded by what one person is given). */
  list(ctx: TaskContext, taskTypes: readonly TaskType[]): Promise<TTodoTask[]>;
}

export interface TaskSources {
  register(source: TaskSource): void;
  all(): readonly TaskSource[];
}

export function createTaskSources(): TaskSources {
  const sources: TaskSource[] = [];
  return { register: (s) => void sources.push(s), all: () => sources };
}

// ---------------------------------------------------------------------------------------------
// Sign-up targets: what a sign-up of kind 1 (training programme) or 5 (online course) admits
// its approved people to. The signup module calls enrol/unenrol inside its own transaction;
// the owning module offers a lookup back so its detail page can show the sign-up.

export type SignupTargetType = 'programme' | 'course' | 'face';

export interface SignupTarget {
  targetType: SignupTargetType;
  describe(
    q: DbOrTx,
    companyId: number,
    ids: number[],
  ): Promise<Map<number, { title: string; startAt: Date | null; endAt: Date | null }>>;
  enrol(tx: Tx, companyId: number, targetId: number, userId: number): Promise<void>;
  unenrol(tx: Tx, companyId: number, targetId: number, userId: number): Promise<void>;
}

/** A learner's standing on the sign-up that admits to a target. */
export interface SignupStanding {
  signupId: number;
  /** The sign-up's window: notStarted, inProgress (open) or ended. */
  window: 'notStarted' | 'inProgress' | 'ended';
  /** none: not signed up; reviewing: waiting for approval; enrolled; rejected; cancelled. */
  mine: 'none' | 'reviewing' | 'enrolled' | 'rejected' | 'cancelled';
}

export interface SignupRegistry {
  registerTarget(target: SignupTarget): void;
  target(type: SignupTargetType): SignupTarget | undefined;
  /** Set once by the signup module. */
  provideLookup(fn: SignupLookup): void;
  /** The sign-up admitting to a target, with the learner's standing; null when none exists. */
  lookup: SignupLookup;
}

export type SignupLookup = (
  q: DbOrTx,
  companyId: number,
  targetType: SignupTargetType,
  targetId: number,
  userId: number,
) => Promise<SignupStanding | null>;

export function createSignupRegistry(): SignupRegistry {
  const targets = new Map<SignupTargetType, SignupTarget>();
  let lookupFn: SignupLookup | null = null;
  return {
    registerTarget: (t) => void targets.set(t.targetType, t),
    target: (type) => targets.get(type),
    provideLookup(fn) {
      lookupFn = fn;
    },
    lookup: (q, companyId, targetType, targetId, userId) =>
      lookupFn ? lookupFn(q, companyId, targetType, targetId, userId) : Promise.resolve(null),
  };
}
