import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  PRACTICE_LIMITS,
  type PracticeEndReason,
  type PracticeMode,
  type TPracticeSettings,
} from '@ascent/shared/practice';
import type { TAnswerValue } from '@ascent/shared/question';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import {
  practiceAnswers,
  practiceBanks,
  practiceSessions,
  practiceSettings,
  practiceSimulations,
} from './practice.schema.ts';

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type PracticeAnswerRow = typeof practiceAnswers.$inferSelect;
export type SimulationRow = typeof practiceSimulations.$inferSelect;

export const DEFAULT_SETTINGS: TPracticeSettings = {
  wrongRemoveAfter: PRACTICE_LIMITS.wrongRemoveAfter.default,
  dailyCount: PRACTICE_LIMITS.dailyCount.default,
};

/** The only code that queries the practice tables. */
export function createPracticeRepository(db: DbOrTx) {
  const s = practiceSessions;
  return {
    // ---- settings and banks -------------------------------------------------------------
    async settings(companyId: number): Promise<TPracticeSettings> {
      const [row] = await db
        .select({
          wrongRemoveAfter: practiceSettings.wrongRemoveAfter,
          dailyCount: practiceSettings.dailyCount,
        })
        .from(practiceSettings)
        .where(eq(practiceSettings.companyId, companyId));
      return row ?? DEFAULT_SETTINGS;
    },
    async saveSettings(companyId: number, values: TPracticeSettings): Promise<void> {
      await db
        .insert(practiceSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({
          target: practiceSettings.companyId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /** The banks open for practice. */
    async enabledBankIds(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: practiceBanks.bankId })
        .from(practiceBanks)
        .where(and(eq(practiceBanks.companyId, companyId), eq(practiceBanks.enabled, true)))
        .orderBy(asc(practiceBanks.bankId));
      return rows.map((r) => r.id);
    },
    async setBanks(companyId: number, bankIds: number[], enabled: boolean): Promise<void> {
      if (!bankIds.length) return;
      await db
        .insert(practiceBanks)
        .values(bankIds.map((bankId) => ({ bankId, companyId, enabled })))
        .onConflictDoUpdate({
          target: practiceBanks.bankId,
          set: { enabled, updatedAt: new Date() },
        });
    },

    // ---- simulation papers --------------------------------------------------------------
    async simulationPage(
      companyId: number,
      f: { keyword?: string; enabledOnly?: boolean },
      offset: number,
      limit: number,
    ): Promise<{ rows: SimulationRow[]; total: number }> {
      const where = and(
        eq(practiceSimulations.companyId, companyId),
        f.enabledOnly ? eq(practiceSimulations.enabled, true) : undefined,
        f.keyword ? ilike(practiceSimulations.name, containsPattern(f.keyword)) : undefined,
      );
      const order = f.enabledOnly
        ? [desc(practiceSimulations.id)]
        : [desc(practiceSimulations.updatedAt), desc(practiceSimulations.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(practiceSimulations)
          .where(where)
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(practiceSimulations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findSimulation(companyId: number, id: number): Promise<SimulationRow | undefined> {
      const [row] = await db
        .select()
        .from(practiceSimulations)
        .where(and(eq(practiceSimulations.companyId, companyId), eq(practiceSimulations.id, id)));
      return row;
    },
    async findSimulations(companyId: number, ids: number[]): Promise<SimulationRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(practiceSimulations)
        .where(
          and(eq(practiceSimulations.companyId, companyId), inArray(practiceSimulations.id, ids)),
        );
    },
    async countSimulations(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(practiceSimulations)
        .where(
          and(eq(practiceSimulations.companyId, companyId), eq(practiceSimulations.enabled, true)),
        );
      return row?.n ?? 0;
    },
    async insertSimulation(
      values: typeof practiceSimulations.$inferInsert,
    ): Promise<SimulationRow> {
      const [row] = await db.insert(practiceSimulations).values(values).returning();
      if (!row) throw new Error('insert practice_simulations returned nothing');
      return row;
    },
    async updateSimulation(
      id: number,
      values: Partial<typeof practiceSimulations.$inferInsert>,
    ): Promise<SimulationRow> {
      const [row] = await db
        .update(practiceSimulations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(practiceSimulations.id, id))
        .returning();
      if (!row) throw new Error('update practice_simulations returned nothing');
      return row;
    },
    /** Deletes simulation papers; sessions sat on them keep their own copy and title. */
    async deleteSimulations(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.update(s).set({ simulationId: null }).where(inArray(s.simulationId, ids));
      await db.delete(practiceSimulations).where(inArray(practiceSimulations.id, ids));
    },

    // ---- sessions -----------------------------------------------------------------------
    /** The learner's session of a mode in progress, locked for the transaction when asked. */
    async findOpen(
      userId: number,
      mode: PracticeMode,
      lock = false,
    ): Promise<PracticeSessionRow | undefined> {
      const q = db
        .select()
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.mode, mode), eq(s.status, 'in_progress')));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async openSessions(userId: number): Promise<PracticeSessionRow[]> {
      return db
        .select()
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.status, 'in_progress')))
        .orderBy(desc(s.startedAt));
    },
    /** A session of the learner's (another learner's is never found), locked when asked. */
    async findOwned(
      userId: number,
      id: number,
      lock = false,
    ): Promise<PracticeSessionRow | undefined> {
      const q = db
        .select()
        .from(s)
        .where(and(eq(s.id, id), eq(s.userId, userId)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async insertSession(values: typeof s.$inferInsert): Promise<PracticeSessionRow> {
      const [row] = await db.insert(s).values(values).returning();
      if (!row) throw new Error('insert practice_sessions returned nothing');
      return row;
    },
    async finishSession(
      id: number,
      values: {
        endReason: PracticeEndReason;
        answeredCount: number;
        correctCount: number;
        wrongCount: number;
        score: number;
      },
    ): Promise<PracticeSessionRow> {
      const [row] = await db
        .update(s)
        .set({ ...values, status: 'finished', finishedAt: new Date() })
        .where(eq(s.id, id))
        .returning();
      if (!row) throw new Error('update practice_sessions returned nothing');
      return row;
    },
    /** Counts one marked answer on a session (feedback modes). */
    async countAnswer(id: number, correct: boolean | null, score: number): Promise<void> {
      await db
        .update(s)
        .set({
          answeredCount: sql`${s.answeredCount} + 1`,
          correctCount: correct === true ? sql`${s.correctCount} + 1` : s.correctCount,
          wrongCount: correct === false ? sql`${s.wrongCount} + 1` : s.wrongCount,
          score: sql`round((${s.score} + ${score})::numeric, 1)::float8`,
        })
        .where(eq(s.id, id));
    },
    async records(
      userId: number,
      mode: PracticeMode | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: PracticeSessionRow[]; total: number }> {
      const where = and(eq(s.userId, userId), mode ? eq(s.mode, mode) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s)
          .where(where)
          .orderBy(desc(s.startedAt), desc(s.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(s).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Over the learner's finished sessions: how many, answered and right units. */
    async stats(userId: number): Promise<{ sessions: number; answered: number; correct: number }> {
      const [row] = await db
        .select({
          sessions: count(),
          answered: sql<number>`coalesce(sum(${s.answeredCount}), 0)::int`,
          correct: sql<number>`coalesce(sum(${s.correctCount}), 0)::int`,
        })
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.status, 'finished')));
      return {
        sessions: row?.sessions ?? 0,
        answered: Number(row?.answered ?? 0),
        correct: Number(row?.correct ?? 0),
      };
    },
    async dailyFinished(userId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(s)
        .where(
          and(eq(s.userId, userId), eq(s.mode, 'daily'), eq(s.day, day), eq(s.status, 'finished')),
        );
      return row?.n ?? 0;
    },
    /** The configuration of the learner's latest session of each mode. */
    async lastConfigs(
      userId: number,
    ): Promise<{ mode: string; config: PracticeSessionRow['config'] }[]> {
      return db
        .selectDistinctOn([s.mode], { mode: s.mode, config: s.config })
        .from(s)
        .where(eq(s.userId, userId))
        .orderBy(s.mode, desc(s.startedAt), desc(s.id));
    },

    // ---- answers ------------------------------------------------------------------------
    async answers(sessionId: number): Promise<PracticeAnswerRow[]> {
      return db
        .select()
        .from(practiceAnswers)
        .where(eq(practiceAnswers.sessionId, sessionId))
        .orderBy(asc(practiceAnswers.questionId));
    },
    /** Stores a marked answer once; false when the unit was already answered. */
    async insertMarked(a: {
      sessionId: number;
      questionId: number;
      value: TAnswerValue;
      seq: number;
      score: number;
      correct: boolean | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(practiceAnswers)
        .values({ ...a, markedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: practiceAnswers.questionId });
      return rows.length > 0;
    },
    /** Saves an answer unless a newer one (higher seq) is stored; answers the seq stored. */
    async saveAnswer(a: {
      sessionId: number;
      questionId: number;
      value: TAnswerValue;
      seq: number;
    }): Promise<number> {
      const [row] = await db
        .insert(practiceAnswers)
        .values(a)
        .onConflictDoUpdate({
          target: [practiceAnswers.sessionId, practiceAnswers.questionId],
          set: { value: a.value, seq: a.seq, savedAt: new Date() },
          setWhere: sql`${practiceAnswers.seq} < excluded.seq`,
        })
        .returning({ seq: practiceAnswers.seq });
      if (row) return row.seq;
      const [stored] = await db
        .select({ seq: practiceAnswers.seq })
        .from(practiceAnswers)
        .where(
          and(
            eq(practiceAnswers.sessionId, a.sessionId),
            eq(practiceAnswers.questionId, a.questionId),
          ),
        );
      return stored?.seq ?? a.seq;
    },
    /** Writes the marks of a hand-in in one statement. */
    async setMarks(
      sessionId: number,
      marks: { questionId: number; score: number; correct: boolean | null }[],
    ): Promise<void> {
      if (!marks.length) return;
      const values = sql.join(
        marks.map((m) => sql`(${m.questionId}::int, ${m.score}::float8, ${m.correct}::boolean)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${practiceAnswers} set
          score = v.score, correct = v.correct, marked_at = now()
        from (values ${values}) as v(question_id, score, correct)
        where ${practiceAnswers.sessionId} = ${sessionId}
          and ${practiceAnswers.questionId} = v.question_id`);
    },
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;

/** The question module's "paper in use" check: simulation papers offered for practice. */
export async function simulationsUsingPapers(tx: DbOrTx, companyId: number, paperIds: number[]) {
  if (!paperIds.length) return [];
  return tx
    .select({ paperId: practiceSimulations.paperId, usedBy: practiceSimulations.name })
    .from(practiceSimulations)
    .where(
      and(
        eq(practiceSimulations.companyId, companyId),
        inArray(practiceSimulations.paperId, paperIds),
      ),
    )
    .limit(paperIds.length);
}
