import type { ItemKind } from '@ascent/shared/task';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { afterCommit } from '../../db/commit-hooks.ts';
import {
  stateKey,
  type ItemEvent,
  type ItemEvents,
  type ItemSource,
  type ItemSources,
} from '../../core/learning-items.ts';
import {
  createProgrammeRepository,
  type ItemRow,
  type ProgrammeRow,
} from './programme.repository.ts';
import { createProgressRepository, type ProgressInput } from './programme-progress.repository.ts';
import type { PassRule } from './programme.rules.ts';

/** Members recomputed per round (one states() query per item kind and round). */
const USER_BATCH = 1000;

export function passRuleOf(items: readonly ItemRow[], minElectives: number): PassRule {
  const compulsoryTotal = items.filter((i) => i.compulsory).length;
  return {
    compulsoryTotal,
    electiveTotal: items.length - compulsoryTotal,
    minElectives: Math.min(minElectives, items.length - compulsoryTotal),
  };
}

/**
 * Keeps members' progress up to date, always inside the caller's transaction: from item
 * events (the handler registered on itemEvents), and from the item sources when people join
 * or the items change. A member who has just met the pass rule makes the programme emit its
 * own 'completed' event in the same transaction (packages and certificates listen).
 */
export function createProgressEngine(deps: {
  itemSources: ItemSources;
  itemEvents: ItemEvents;
  /** The 'programme' source (a package's items are programmes). */
  programmeSource: () => ItemSource;
  /** Told, once committed, that a programme's members or their progress changed (the report). */
  membersChanged: (programmeId: number) => Promise<void>;
}) {
  const sourceOf = (kind: string): ItemSource | undefined =>
    kind === 'programme' ? deps.programmeSource() : deps.itemSources.get(kind as ItemKind);

  // The programmes each transaction has already told about (a recount in rounds tells once).
  const told = new WeakMap<Tx, Set<number>>();
  function changed(tx: Tx, programmeId: number): void {
    const ids = told.get(tx) ?? new Set<number>();
    told.set(tx, ids);
    if (ids.has(programmeId)) return;
    ids.add(programmeId);
    void afterCommit(tx, () => deps.membersChanged(programmeId));
  }

  async function announce(tx: Tx, programme: ProgrammeRow, userIds: number[]): Promise<void> {
    for (const userId of userIds)
      await deps.itemEvents.emit(tx, {
        companyId: programme.companyId,
        userId,
        kind: 'programme',
        itemId: programme.id,
        outcome: 'completed',
        score: null,
        at: new Date(),
      });
  }

  /** Reads the members' states from the item sources and recounts them. */
  async function recomputeUsers(tx: Tx, programme: ProgrammeRow, userIds: number[]) {
    if (!userIds.length) return;
    const items = await createProgrammeRepository(tx).itemsOf([programme.id]);
    const progress = createProgressRepository(tx);
    const rule = passRuleOf(items, programme.minElectives);
    const byKind = new Map<string, ItemRow[]>();
    for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    for (let i = 0; i < userIds.length; i += USER_BATCH) {
      const batch = userIds.slice(i, i + USER_BATCH);
      const rows: ProgressInput[] = [];
      for (const [kind, of] of byKind) {
        const source = sourceOf(kind);
        if (!source) continue;
        const states = await source.states(tx, programme.companyId, batch, [
          ...new Set(of.map((x) => x.refId)),
        ]);
        for (const userId of batch)
          for (const item of of) {
            const s = states.get(stateKey(userId, item.refId));
            if (!s || s.state === 'notStarted') continue;
            rows.push({
              programmeId: programme.id,
              itemId: item.id,
              userId,
              state: s.state,
              passed: s.passed,
              score: s.score,
              finishedAt: s.finishedAt,
            });
          }
      }
      await progress.upsertProgress(rows);
      await announce(tx, programme, await progress.recount(programme.id, rule, batch));
      changed(tx, programme.id);
    }
  }

  /** Every member of the programme, in rounds. */
  async function recomputeAll(tx: Tx, programme: ProgrammeRow) {
    const progress = createProgressRepository(tx);
    let after = 0;
    for (;;) {
      const ids = await progress.memberIdsAfter(programme.id, after, USER_BATCH);
      if (!ids.length) break;
      await recomputeUsers(tx, programme, ids);
      after = ids[ids.length - 1]!;
    }
  }

  /** Recounts members from the progress rows only (no source reads). */
  async function recount(tx: Tx, programme: ProgrammeRow, userIds: number[]) {
    const items = await createProgrammeRepository(tx).itemsOf([programme.id]);
    const newly = await createProgressRepository(tx).recount(
      programme.id,
      passRuleOf(items, programme.minElectives),
      userIds,
    );
    changed(tx, programme.id);
    await announce(tx, programme, newly);
  }

  return {
    recomputeUsers,
    recomputeAll,
    recount,

    /** Adds members and reads where they stand already; returns the users newly added. */
    async enrol(tx: Tx, programme: ProgrammeRow, userIds: number[], source: string) {
      const added = await createProgressRepository(tx).addMembers(
        programme.id,
        programme.companyId,
        userIds,
        source,
      );
      await recomputeUsers(tx, programme, added);
      return added;
    },

    /** Removes members (those `source` made, when given); how many were removed. */
    async removeMembers(tx: Tx, programmeId: number, userIds: number[], source?: string) {
      const removed = await createProgressRepository(tx).removeMembers(
        programmeId,
        userIds,
        source,
      );
      if (removed) changed(tx, programmeId);
      return removed;
    },

    /** Makes the people the participant rule names members (a published programme). */
    async syncAudience(tx: Tx, programme: ProgrammeRow) {
      const added = await createProgressRepository(tx).addAudienceMembers(
        programme.id,
        programme.companyId,
      );
      await recomputeUsers(tx, programme, added);
      return added;
    },

    /** Marks one item done for a member (an opened knowledge item or news) and recounts. */
    async markCompleted(tx: Tx, programme: ProgrammeRow, item: ItemRow, userId: number) {
      await createProgressRepository(tx).upsertProgress([
        {
          programmeId: programme.id,
          itemId: item.id,
          userId,
          state: 'completed',
          passed: null,
          score: null,
          finishedAt: new Date(),
        },
      ]);
      await recount(tx, programme, [userId]);
    },

    /** The item-event handler: the member's rows of every programme holding the item. */
    async onItemEvent(tx: Tx, event: ItemEvent): Promise<void> {
      const progress = createProgressRepository(tx);
      const held = await progress.heldItems(
        event.companyId,
        event.userId,
        event.kind,
        event.itemId,
      );
      if (!held.length) return;
      await progress.upsertProgress(
        held.map((h) => ({
          programmeId: h.programmeId,
          itemId: h.itemId,
          userId: event.userId,
          state: 'completed' as const,
          passed: event.outcome === 'passed' ? true : event.outcome === 'failed' ? false : null,
          score: event.score,
          finishedAt: event.at,
        })),
      );
      const repo = createProgrammeRepository(tx);
      for (const programmeId of new Set(held.map((h) => h.programmeId))) {
        const programme = await repo.findInCompany(event.companyId, programmeId);
        if (programme) await recount(tx, programme, [event.userId]);
      }
    },
  };
}
export type ProgressEngine = ReturnType<typeof createProgressEngine>;

/** The 'programme' item source: a programme as an item of a package (or of other modules). */
export function createProgrammeItemSource(describeUrl: (row: ProgrammeRow) => string): ItemSource {
  return {
    kind: 'programme',
    async describe(q: DbOrTx, companyId: number, ids: number[]) {
      const rows = await createProgrammeRepository(q).findManyInCompany(companyId, ids);
      return new Map(rows.map((r) => [r.id, { id: r.id, title: r.name, url: describeUrl(r) }]));
    },
    async states(q: DbOrTx, companyId: number, userIds: number[], itemIds: number[]) {
      const rows = await createProgressRepository(q).membersAmong(itemIds, userIds);
      return new Map(
        rows
          .filter((r) => r.companyId === companyId)
          .map((r) => [
            stateKey(r.userId, r.programmeId),
            {
              state: r.state as 'notStarted' | 'inProgress' | 'completed',
              passed: null,
              score: null,
              finishedAt: r.completedAt,
            },
          ]),
      );
    },
    async search(q: DbOrTx, companyId: number, keyword: string, limit: number) {
      const rows = await createProgrammeRepository(q).search(companyId, keyword, limit);
      return rows.map((r) => ({ id: r.id, title: r.name, url: describeUrl(r) }));
    },
  };
}
