import type { OplogAction, OplogEntity } from '@ascent/shared/admin';
import type { MessageKey } from '@ascent/shared/errors';
import type { DbOrTx } from '../db/client.ts';
import { requireAll } from './batch.ts';
import type { ChangeEntry, ChangeRecorder } from './change-log.ts';
import type { Actor } from './context.ts';
import { fail } from './errors.ts';

/**
 * Publishing a learning item (courses, exams, knowledge, homework, surveys, programmes) and a
 * sign-up's status: one shape for every kind. The input is ids and the status wanted; the
 * refusals come in one order (an unknown or another company's id refuses the whole request,
 * then the status the item already has where the kind refuses it, then the kind's own checks);
 * each changed item writes one log entry of the same form.
 */

/** The statuses an item's publication moves between (a sign-up closes instead). */
export type PublicationStatus = 'published' | 'unpublished' | 'closed';

/** What publishing reads of a row. */
export interface PublishableRow {
  id: number;
  status: string;
}

/** How one kind of item is published, over the change's transaction. */
export interface Publication<
  R extends PublishableRow,
  S extends PublicationStatus = 'published' | 'unpublished',
> {
  /** The operation log's entity ('course', 'exam', ...). */
  entity: OplogEntity;
  /** An id unknown or of another company (ret 1, the kind's message). */
  notFound: MessageKey;
  /** The company's rows among `ids` (each once), locked first where the kind needs it. */
  find(companyId: number, ids: number[]): Promise<R[]>;
  /** The row's name in the log. */
  title(row: R): string;
  /**
   * Refusing a change to where a row already is (a course published twice, a draft taken
   * down); without it the change is simply made again.
   */
  sameStatus?: { published: MessageKey; notPublished: MessageKey };
  /** The kind's own refusals (no resources, an empty paper), before anything is written. */
  check?(rows: R[], status: S): Promise<void>;
  /** Writes the status and the publication date (the kind's repository decides which date). */
  setStatus(ids: number[], status: S): Promise<void>;
  /** What else the change does in its transaction (a programme's members). */
  after?(rows: R[], status: S): Promise<void>;
}

const ACTIONS: Record<PublicationStatus, OplogAction> = {
  published: 'publish',
  unpublished: 'unpublish',
  closed: 'close',
};

/** The operation-log entry of one row's publication change. */
export function publicationEntry(
  entity: OplogEntity,
  row: PublishableRow,
  title: string,
  status: PublicationStatus,
): ChangeEntry {
  return {
    action: ACTIONS[status],
    entity,
    entityId: row.id,
    summary: title,
    before: { status: row.status },
    after: { status },
  };
}

/**
 * Moves the items `ids` to `status` inside the caller's transaction `tx` (the kind's queries
 * are over it too), with one log entry per item; answers the rows as they were.
 */
export async function changePublication<
  R extends PublishableRow,
  S extends PublicationStatus = 'published' | 'unpublished',
>(
  tx: DbOrTx,
  change: { actor: Actor; ip: string; record: ChangeRecorder },
  kind: Publication<R, S>,
  ids: readonly number[],
  status: S,
): Promise<R[]> {
  const { actor, ip, record } = change;
  const { unique, rows } = await requireAll(
    ids,
    (u) => kind.find(actor.companyId, u),
    kind.notFound,
  );
  if (kind.sameStatus)
    for (const r of rows) {
      if (status === 'published' && r.status === 'published') throw fail(kind.sameStatus.published);
      if (status !== 'published' && r.status !== 'published')
        throw fail(kind.sameStatus.notPublished);
    }
  await kind.check?.(rows, status);
  await kind.setStatus(unique, status);
  await kind.after?.(rows, status);
  await record(
    tx,
    actor,
    ip,
    rows.map((r) => publicationEntry(kind.entity, r, kind.title(r), status)),
  );
  return rows;
}
