import type { DbOrTx } from '../db/client.ts';
import type { OplogAction, OplogEntity } from '@ascent/shared/admin';
import type { Actor } from './context.ts';

/** One admin change as the operation log keeps it. */
export interface ChangeEntry {
  /** One of OPLOG_ACTIONS: the admin shows each code by its label. */
  action: OplogAction;
  /** One of OPLOG_ENTITIES. */
  entity: OplogEntity;
  entityId?: string | number;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes admin changes to the operation log inside the transaction that makes them, so they
 * and their records land together or not at all; a bulk action passes every row it changed
 * (one statement). The oplog module's `recordChange` is the one implementation: app.ts hands it
 * to every module as `record`, and no module imports the oplog module.
 */
export type ChangeRecorder = (
  tx: DbOrTx,
  actor: Actor,
  ip: string,
  entries: ChangeEntry | readonly ChangeEntry[],
) => Promise<void>;
