import { FACE_CHECK_GRACE_MINUTES, FACE_MATCH_CHANCES } from '@ascent/shared/face-id';
import type { Db } from '../../db/client.ts';
import type { HandIn } from './exam.hand-in.ts';
import { createExamRepository } from './exam.repository.ts';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Attempts claimed per transaction (each handed in under its own savepoint). */
const BATCH = 20;

/**
 * The deadline keeper: each pass hands in the attempts whose deadline has passed, with reason
 * 'timeout', even when no browser is open; and, for face match, counts a check not taken
 * FACE_CHECK_GRACE_MINUTES after it fell due as a failed one, handing in (reason 'face') at the
 * last chance. The job queue runs a pass every EXAM_SWEEP_MS in one process at a time (a
 * recurring job); attempts are still claimed FOR UPDATE SKIP LOCKED, so a pass never hands in
 * an attempt twice whoever else sweeps (hand-in itself also checks the attempt is still in
 * progress under its lock).
 */
export function createDeadlineSweeper(deps: { db: Db; handIn: HandIn['handIn']; log: Logger }) {
  /** Missed face checks: counted, and the attempts out of chances handed in. Returns how many. */
  async function sweepFaceChecks(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const missed = await createExamRepository(tx).countMissedFaceChecks(
          FACE_CHECK_GRACE_MINUTES * 60,
          BATCH,
        );
        let n = 0;
        for (const { id, failures } of missed) {
          if (failures < FACE_MATCH_CHANCES) continue;
          try {
            if (await tx.transaction((sp) => deps.handIn(sp, id, 'face'))) n += 1;
          } catch (err) {
            deps.log.error({ err, attemptId: id }, 'exam hand-in after missed face checks failed');
          }
        }
        return { claimed: missed.length, n };
      });
      total += done.n;
      if (done.claimed < BATCH) return total;
    }
  }

  /**
   * One pass: claims and hands in batches until no attempt is overdue, then the missed face
   * checks. Returns how many were handed in.
   */
  async function sweep(): Promise<number> {
    return (await sweepDeadlines()) + (await sweepFaceChecks());
  }

  async function sweepDeadlines(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const ids = await createExamRepository(tx).claimExpired(BATCH);
        let n = 0;
        for (const id of ids) {
          try {
            if (await tx.transaction((sp) => deps.handIn(sp, id, 'timeout'))) n += 1;
          } catch (err) {
            deps.log.error({ err, attemptId: id }, 'exam hand-in at the deadline failed');
          }
        }
        return { claimed: ids.length, n };
      });
      total += done.n;
      // A batch that moved nothing (every hand-in failed) waits for the next poll.
      if (done.claimed < BATCH || done.n === 0) return total;
    }
  }

  return { sweep };
}
export type DeadlineSweeper = ReturnType<typeof createDeadlineSweeper>;
