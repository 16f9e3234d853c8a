import { and, eq, or, sql, lt, lte } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversionJobs, storedFiles } from './files.schema.ts';

export type ConversionJobRow = typeof conversionJobs.$inferSelect;

/** Every query on conversion_jobs (and the conversion columns of stored_files it moves along). */
export function createConversionRepository(db: DbOrTx) {
  /** Sets the job's state and its file's conversion state together. */
  async function setBoth(
    tx: DbOrTx,
    job: ConversionJobRow,
    values: PgUpdateSetSource<typeof conversionJobs>,
    file: PgUpdateSetSource<typeof storedFiles>,
  ) {
    await tx
      .update(conversionJobs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(conversionJobs.id, job.id));
    await tx.update(storedFiles).set(file).where(eq(storedFiles.id, job.fileId));
  }

  return {
    /** A new job for a file (or the file's job reset to pending: a re-submit). */
    async enqueue(fileId: number): Promise<void> {
      await db
        .insert(conversionJobs)
        .values({ fileId })
        .onConflictDoUpdate({
          target: conversionJobs.fileId,
          set: {
            state: 'pending',
            attempts: 0,
            error: null,
            lockedBy: null,
            lockedUntil: null,
            runAfter: sql`now()`,
            updatedAt: sql`now()`,
          },
        });
      await db
        .update(storedFiles)
        .set({ conversionState: 'pending', conversionError: null })
        .where(eq(storedFiles.id, fileId));
    },

    async findByFile(fileId: number): Promise<ConversionJobRow | undefined> {
      const [row] = await db.select().from(conversionJobs).where(eq(conversionJobs.fileId, fileId));
      return row;
    },

    /**
     * Claims the next due job for a worker: a pending job whose time has come, or a converting
     * one whose lease ran out (its process died). The row is locked with FOR UPDATE SKIP LOCKED,
     * so two workers never take the same job; the claim sets converting, the lease and the
     * attempt count in the same transaction. A job out of attempts is marked failed instead.
     */
    async claim(
      workerId: string,
      leaseMs: number,
      maxAttempts: number,
    ): Promise<ConversionJobRow | null> {
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const [job] = await tx
            .select()
            .from(conversionJobs)
            .where(
              or(
                and(eq(conversionJobs.state, 'pending'), lte(conversionJobs.runAfter, sql`now()`)),
                and(
                  eq(conversionJobs.state, 'converting'),
                  lt(conversionJobs.lockedUntil, sql`now()`),
                ),
              ),
            )
            .orderBy(conversionJobs.runAfter, conversionJobs.id)
            .limit(1)
            .for('update', { skipLocked: true });
          if (!job) return { job: null, again: false };
          if (job.attempts >= maxAttempts) {
            await setBoth(
              tx,
              job,
              {
                state: 'failed',
                lockedBy: null,
                lockedUntil: null,
                error: job.error ?? 'files.conversionFailed',
              },
              { conversionState: 'failed', conversionError: job.error ?? 'files.conversionFailed' },
            );
            return { job: null, again: true };
          }
          const [claimed] = await tx
            .update(conversionJobs)
            .set({
              state: 'converting',
              attempts: sql`${conversionJobs.attempts} + 1`,
              lockedBy: workerId,
              lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
              updatedAt: sql`now()`,
            })
            .where(eq(conversionJobs.id, job.id))
            .returning();
          await tx
            .update(storedFiles)
            .set({ conversionState: 'converting' })
            .where(eq(storedFiles.id, job.fileId));
          return { job: claimed!, again: false };
        });
        if (!outcome.again) return outcome.job;
      }
    },

    /** Renews the lease while the worker still holds the job; false when it lost it. */
    async renew(jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(conversionJobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(
          and(
            eq(conversionJobs.id, jobId),
            eq(conversionJobs.lockedBy, workerId),
            eq(conversionJobs.state, 'converting'),
          ),
        )
        .returning({ id: conversionJobs.id });
      return rows.length > 0;
    },

    /**
     * Ends a job the worker still holds: converted (with the PDF's key), failed, or back to
     * pending for a later retry. False when the worker no longer held it (nothing changed).
     */
    async finish(
      job: ConversionJobRow,
      workerId: string,
      outcome:
        | { state: 'converted'; pdfKey: string }
        | { state: 'failed'; error: string }
        | { state: 'pending'; error: string | null; retryInMs: number; countAttempt: boolean },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: conversionJobs.id })
          .from(conversionJobs)
          .where(
            and(
              eq(conversionJobs.id, job.id),
              eq(conversionJobs.lockedBy, workerId),
              eq(conversionJobs.state, 'converting'),
            ),
          )
          .for('update');
        if (!held) return false;
        const release = { lockedBy: null, lockedUntil: null };
        if (outcome.state === 'converted') {
          await setBoth(
            tx,
            job,
            { ...release, state: 'converted', error: null },
            { conversionState: 'converted', conversionError: null, pdfKey: outcome.pdfKey },
          );
        } else if (outcome.state === 'failed') {
          await setBoth(
            tx,
            job,
            { ...release, state: 'failed', error: outcome.error },
            { conversionState: 'failed', conversionError: outcome.error },
          );
        } else {
          await setBoth(
            tx,
            job,
            {
              ...release,
              state: 'pending',
              error: outcome.error,
              runAfter: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
              // An attempt cut short by a shutdown does not count against the limit.
              ...(outcome.countAttempt ? {} : { attempts: sql`${conversionJobs.attempts} - 1` }),
            },
            { conversionState: 'pending' },
          );
        }
        return true;
      });
    },
  };
}
export type ConversionRepository = ReturnType<typeof createConversionRepository>;
