import type { ProgressState } from '@ascent/shared/programme';

/**
 * The pure rules of a programme: when an item counts as done, when a map level or a
 * sequential item is locked, and how far a member is (the SQL of the progress repository
 * computes the same percent for many members at once).
 */

export interface ItemProgress {
  state: ProgressState;
  passed: boolean | null;
}

/** Finished, and passed where a pass exists (a failed exam is finished but not done). */
export const isDone = (p: ItemProgress | undefined): boolean =>
  !!p && p.state === 'completed' && p.passed !== false;

export interface RuleItem {
  id: number;
  stageId: number | null;
  compulsory: boolean;
}

export interface RuleStage {
  id: number;
}

/**
 * A stage is done when every compulsory item of it is done (every item, when none is
 * compulsory).
 */
export function stageDone(items: readonly RuleItem[], done: (itemId: number) => boolean): boolean {
  const required = items.some((i) => i.compulsory) ? items.filter((i) => i.compulsory) : items;
  return required.every((i) => done(i.id));
}

export interface Locks {
  stageLocked: Map<number, boolean>;
  stageDone: Map<number, boolean>;
  itemLocked: Map<number, boolean>;
}

/**
 * Locks of a learner: a map's level is locked until every level before it is done; in a
 * sequential programme an item is locked until every compulsory item before it is done.
 * Stages and items come in their order.
 */
export function locksOf(
  programme: { kind: string; orderMode: string },
  stages: readonly RuleStage[],
  items: readonly RuleItem[],
  done: (itemId: number) => boolean,
): Locks {
  const stageLocked = new Map<number, boolean>();
  const stageDoneMap = new Map<number, boolean>();
  const itemLocked = new Map<number, boolean>();
  let previousDone = true;
  for (const s of stages) {
    const of = items.filter((i) => i.stageId === s.id);
    const d = stageDone(of, done);
    stageDoneMap.set(s.id, d);
    stageLocked.set(s.id, programme.kind === 'map' && !previousDone);
    previousDone = previousDone && d;
  }
  let blocked = false;
  for (const i of items) {
    const inLockedStage = i.stageId !== null && stageLocked.get(i.stageId) === true;
    itemLocked.set(i.id, inLockedStage || (programme.orderMode === 'sequential' && blocked));
    if (i.compulsory && !done(i.id)) blocked = true;
  }
  return { stageLocked, stageDone: stageDoneMap, itemLocked };
}

export interface PassRule {
  compulsoryTotal: number;
  electiveTotal: number;
  minElectives: number;
}

/**
 * What a member must do: every compulsory item and the minimum of electives; with neither
 * (all items elective, no minimum), every item.
 */
export function requirement(rule: PassRule): { allItems: boolean; need: number } {
  if (rule.compulsoryTotal === 0 && rule.minElectives === 0)
    return { allItems: true, need: rule.electiveTotal };
  return { allItems: false, need: rule.compulsoryTotal + rule.minElectives };
}

/** Percent (whole number 0-100) and whether the pass rule is met. */
export function progressOf(
  rule: PassRule,
  compulsoryDone: number,
  electivesDone: number,
): { percent: number; complete: boolean } {
  const { allItems, need } = requirement(rule);
  const counted = allItems
    ? compulsoryDone + electivesDone
    : compulsoryDone + Math.min(electivesDone, rule.minElectives);
  if (need === 0) return { percent: 0, complete: false };
  return { percent: Math.floor((100 * counted) / need), complete: counted >= need };
}
