import crypto from 'node:crypto';
import {
  PRACTICE_TYPES,
  isFeedbackMode,
  type PracticeAnswerResult,
  type PracticeConfig,
  type PracticeEndReason,
  type PracticeMode,
  type PracticePaper,
  type PracticeRecordRow,
  type PracticeResult,
  type PracticeStartResult,
  type PracticeStatus,
  type TPracticeStartParsed,
} from '@ascent/shared/practice';
import {
  isAnswered,
  scoreAnswer,
  type MultipleScoring,
  type TAnswerValue,
} from '@ascent/shared/question';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import {
  answerable,
  keyOf,
  type DrawnQuestion,
  type QuestionReader,
} from '../question/question.reader.ts';
import { createPracticeRepository, type PracticeSessionRow } from './practice.repository.ts';
import type { WrongBook } from './wrong-book.ts';
import { createWrongBookRepository } from './wrong-book.repository.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { tally, toMark, toRecordRow, withAnswers } from './practice.mapper.ts';

export interface PracticeSessionDeps {
  db: Db;
  reader: QuestionReader;
  wrongBook: WrongBook;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The company's day: a daily set lasts its day. */
  clock: CompanyClock;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface Drawn {
  questions: DrawnQuestion[];
  config: PracticeConfig;
  title: string;
  day: string;
  simulationId: number | null;
  totalScore: number;
  passScore: number | null;
  multipleScoring: MultipleScoring;
  deadline: Date | null;
}

/**
 * A learner's practice sessions: start (continue or restart), the paper, answers (marked at once
 * in feedback modes, at hand-in in simulation), hand-in and the result. A daily set left open
 * ends with its day, a simulation with its timer: whoever reads such a session ends it first.
 */
export function createPracticeSessionService(deps: PracticeSessionDeps) {
  const { db, reader } = deps;
  const now = deps.now ?? (() => new Date());
  /** The learner's company's day now (a daily set belongs to one). */
  const todayOf = (companyId: number) => deps.clock.day(companyId, now());

  /** Why an open session has already ended, or null while it is still on. */
  function staleReason(s: PracticeSessionRow, today: string): PracticeEndReason | null {
    if (s.status !== 'in_progress') return null;
    if (s.mode === 'daily' && s.day !== today) return 'day_over';
    if (s.deadline && s.deadline.getTime() <= now().getTime()) return 'timeout';
    return null;
  }

  /** Marks what is left to mark, counts the answers and closes the session. */
  async function finish(
    tx: DbOrTx,
    s: PracticeSessionRow,
    reason: PracticeEndReason,
  ): Promise<PracticeSessionRow> {
    const repo = createPracticeRepository(tx);
    const answers = await repo.answers(s.id);
    if (isFeedbackMode(s.mode as PracticeMode))
      return repo.finishSession(s.id, { endReason: reason, ...tally(answers) });
    const units = new Map(answerable(s.paper).map((u) => [u.id, u]));
    const given = answers.filter((a) => units.has(a.questionId) && isAnswered(a.value));
    const rows = await reader.load(
      tx,
      given.map((a) => a.questionId),
    );
    const marks = given.map((a) => {
      const row = rows.get(a.questionId);
      const r = row
        ? scoreAnswer(
            keyOf(row),
            a.value,
            units.get(a.questionId)!.score,
            s.multipleScoring as MultipleScoring,
          )
        : null;
      return {
        questionId: a.questionId,
        score: r?.score ?? 0,
        correct: !r || r.pending ? null : r.correct,
      };
    });
    await repo.setMarks(s.id, marks);
    await deps.wrongBook.record(tx, {
      companyId: s.companyId,
      userId: s.userId,
      source: 'practice',
      results: marks.flatMap((m) =>
        m.correct === null ? [] : [{ questionId: m.questionId, correct: m.correct }],
      ),
    });
    return repo.finishSession(s.id, { endReason: reason, ...tally(marks) });
  }

  /** Ends a session whose day or time is over (in its own transaction); the fresh row. */
  async function settleOne(s: PracticeSessionRow, today: string): Promise<PracticeSessionRow> {
    return db.transaction(async (tx) => {
      const locked = await createPracticeRepository(tx).findOwned(s.userId, s.id, true);
      if (!locked) return s;
      const reason = staleReason(locked, today);
      return reason ? finish(tx, locked, reason) : locked;
    });
  }

  async function ownedSession(actor: Actor, id: number): Promise<PracticeSessionRow> {
    const s = await createPracticeRepository(db).findOwned(actor.userId, id);
    if (!s) throw fail('practice.sessionNotFound');
    const today = await todayOf(actor.companyId);
    return staleReason(s, today) ? settleOne(s, today) : s;
  }

  /** Every requested bank must be open for practice (another company's never is). */
  async function openBanks(tx: DbOrTx, companyId: number, requested: number[]) {
    const enabled = await createPracticeRepository(tx).enabledBankIds(companyId);
    const set = new Set(enabled);
    if (requested.some((id) => !set.has(id))) throw fail('practice.bankNotOpen');
    if (!enabled.length) throw fail('practice.noBanks');
    return requested.length ? [...new Set(requested)] : enabled;
  }

  async function draw(
    tx: DbOrTx,
    actor: Actor,
    input: TPracticeStartParsed,
    at: Date,
  ): Promise<Drawn> {
    const today = await deps.clock.day(actor.companyId, at);
    const repo = createPracticeRepository(tx);
    const { companyId, userId } = actor;
    const seed = crypto.randomBytes(8).toString('hex');
    const base = {
      title: '',
      day: '',
      simulationId: null,
      passScore: null,
      multipleScoring: 'all' as const,
      deadline: null,
    };
    const config = (c: Partial<PracticeConfig>): PracticeConfig => ({
      bankIds: [],
      knowledgePoints: [],
      types: [],
      count: input.count,
      simulationId: null,
      ...c,
    });
    const plain = (questions: DrawnQuestion[], c: PracticeConfig, extra: Partial<Drawn> = {}) => ({
      ...base,
      questions,
      config: c,
      totalScore: round1(questions.reduce((sum, q) => sum + q.score, 0)),
      ...extra,
    });
    switch (input.mode) {
      case 'daily': {
        const bankIds = await openBanks(tx, companyId, []);
        const { dailyCount } = await repo.settings(companyId);
        const questions = await reader.drawFromBanks(tx, {
          companyId,
          bankIds,
          count: dailyCount,
          seed: `daily:${userId}:${today}`,
          types: PRACTICE_TYPES,
          score: 1,
        });
        return plain(questions, config({ count: dailyCount }), { day: today });
      }
      case 'interest':
      case 'self': {
        const bankIds = await openBanks(tx, companyId, input.bankIds);
        const interest = input.mode === 'interest';
        const questions = await reader.drawFromBanks(tx, {
          companyId,
          bankIds,
          count: input.count,
          seed,
          types: !interest && input.types.length ? input.types : PRACTICE_TYPES,
          score: 1,
          knowledgePoints: interest ? input.knowledgePoints : undefined,
        });
        return plain(
          questions,
          config({
            bankIds: input.bankIds,
            knowledgePoints: interest ? input.knowledgePoints : [],
            types: interest ? [] : input.types,
          }),
        );
      }
      case 'wrong': {
        const roots = await createWrongBookRepository(tx).wrongRoots(userId, input.count);
        if (!roots.length) throw fail('practice.wrongEmpty');
        const questions = await reader.drawIds(tx, { companyId, ids: roots, seed, score: 1 });
        return plain(questions, config({}));
      }
      case 'simulation': {
        const sim = input.simulationId
          ? await repo.findSimulation(companyId, input.simulationId)
          : undefined;
        if (!sim?.enabled) throw fail('practice.simulationNotFound');
        const paper = await reader.draw(tx, companyId, sim.paperId, seed);
        if (!paper) throw fail('practice.simulationNotFound');
        if (!paper.questions.length) throw fail('practice.paperEmpty');
        return {
          questions: paper.questions,
          config: config({ simulationId: sim.id, count: 0 }),
          title: sim.name,
          day: '',
          simulationId: sim.id,
          totalScore: paper.totalScore,
          passScore: paper.passScore,
          multipleScoring: paper.multipleScoring,
          deadline: new Date(at.getTime() + sim.durationMinutes * 60_000),
        };
      }
    }
  }

  async function start(actor: Actor, input: TPracticeStartParsed): Promise<PracticeStartResult> {
    const mode = input.mode;
    const today = await todayOf(actor.companyId);
    try {
      return await db.transaction(async (tx) => {
        const repo = createPracticeRepository(tx);
        let open = await repo.findOpen(actor.userId, mode, true);
        const stale = open ? staleReason(open, today) : null;
        if (open && stale) {
          await finish(tx, open, stale);
          open = undefined;
        }
        if (open && !input.restart) return { sessionId: open.id, mode, resumed: true };
        const at = now();
        const drawn = await draw(tx, actor, input, at);
        if (!drawn.questions.length) throw fail('practice.noQuestions');
        if (open) await finish(tx, open, 'restart');
        const session = await repo.insertSession({
          companyId: actor.companyId,
          userId: actor.userId,
          mode,
          title: drawn.title,
          day: drawn.day,
          config: drawn.config,
          simulationId: drawn.simulationId,
          paper: drawn.questions,
          multipleScoring: drawn.multipleScoring,
          totalScore: drawn.totalScore,
          passScore: drawn.passScore,
          questionCount: answerable(drawn.questions).length,
          startedAt: at,
          deadline: drawn.deadline,
        });
        return { sessionId: session.id, mode, resumed: false };
      });
    } catch (err) {
      // Two starts at once: the other one opened the session; continue it.
      if (!isUniqueViolation(err, 'practice_sessions_one_open_uq')) throw err;
      const open = await createPracticeRepository(db).findOpen(actor.userId, mode);
      if (!open) throw err;
      return { sessionId: open.id, mode, resumed: true };
    }
  }

  async function paper(actor: Actor, id: number): Promise<PracticePaper> {
    const s = await ownedSession(actor, id);
    const mode = s.mode as PracticeMode;
    const feedback = isFeedbackMode(mode);
    const [rows, answers] = await Promise.all([
      reader.rowsOf(db, s.paper),
      createPracticeRepository(db).answers(s.id),
    ]);
    return {
      sessionId: s.id,
      mode,
      title: s.title,
      day: s.day,
      status: s.status as PracticeStatus,
      feedback,
      startedAt: s.startedAt.toISOString(),
      deadline: s.deadline?.toISOString() ?? null,
      serverNow: now().toISOString(),
      totalScore: s.totalScore,
      passScore: s.passScore,
      questions: reader.learnerView(s.paper, rows),
      answers: Object.fromEntries(
        answers.map((a) => [
          String(a.questionId),
          {
            value: a.value,
            seq: a.seq,
            mark: feedback ? toMark(a, rows.get(a.questionId)) : null,
          },
        ]),
      ),
    };
  }

  async function answer(
    actor: Actor,
    input: { sessionId: number; questionId: number; value: TAnswerValue; seq: number },
  ): Promise<PracticeAnswerResult> {
    // A session whose day or time is over is ended first (and stays ended), then refused.
    const before = await createPracticeRepository(db).findOwned(actor.userId, input.sessionId);
    if (!before) throw fail('practice.sessionNotFound');
    const today = await todayOf(actor.companyId);
    const stale = staleReason(before, today);
    if (stale) {
      await settleOne(before, today);
      throw fail(stale === 'timeout' ? 'practice.timeUp' : 'practice.finished');
    }
    return db.transaction(async (tx) => {
      const repo = createPracticeRepository(tx);
      const s = await repo.findOwned(actor.userId, input.sessionId, true);
      if (!s) throw fail('practice.sessionNotFound');
      if (s.status !== 'in_progress') throw fail('practice.finished');
      const late = staleReason(s, today);
      if (late) throw fail(late === 'timeout' ? 'practice.timeUp' : 'practice.finished');
      const unit = answerable(s.paper).find((u) => u.id === input.questionId);
      if (!unit) throw fail('practice.notInSession');
      if (!isFeedbackMode(s.mode as PracticeMode)) {
        const seq = await repo.saveAnswer(input);
        return { questionId: input.questionId, seq, mark: null };
      }
      if (!isAnswered(input.value)) throw fail('practice.answerRequired');
      const row = (await reader.load(tx, [input.questionId])).get(input.questionId);
      const r = row
        ? scoreAnswer(keyOf(row), input.value, unit.score, s.multipleScoring as MultipleScoring)
        : null;
      const correct = !r || r.pending ? null : r.correct;
      const score = r?.score ?? 0;
      if (!(await repo.insertMarked({ ...input, score, correct })))
        throw fail('practice.alreadyAnswered');
      await repo.countAnswer(s.id, correct, score);
      if (correct !== null)
        await deps.wrongBook.record(tx, {
          companyId: s.companyId,
          userId: s.userId,
          source: 'practice',
          results: [{ questionId: input.questionId, correct }],
        });
      return {
        questionId: input.questionId,
        seq: input.seq,
        mark: { correct, score, key: row?.key ?? {}, analysis: row?.analysis ?? '' },
      };
    });
  }

  async function submit(actor: Actor, id: number): Promise<PracticeRecordRow> {
    const today = await todayOf(actor.companyId);
    const row = await db.transaction(async (tx) => {
      const s = await createPracticeRepository(tx).findOwned(actor.userId, id, true);
      if (!s) throw fail('practice.sessionNotFound');
      if (s.status !== 'in_progress') throw fail('practice.finished');
      return finish(tx, s, staleReason(s, today) ?? 'submit');
    });
    return toRecordRow(row);
  }

  async function result(actor: Actor, id: number): Promise<PracticeResult> {
    const s = await ownedSession(actor, id);
    if (s.status !== 'finished') throw fail('practice.notFinished');
    const [rows, answers] = await Promise.all([
      reader.rowsOf(db, s.paper),
      createPracticeRepository(db).answers(s.id),
    ]);
    return {
      ...toRecordRow(s),
      questions: withAnswers(
        reader.revealedView(s.paper, rows),
        new Map(answers.map((a) => [a.questionId, a])),
      ),
    };
  }

  /** Ends the learner's sessions whose day or time is over; the sessions still open. */
  async function settle(actor: Actor): Promise<PracticeSessionRow[]> {
    const open = await createPracticeRepository(db).openSessions(actor.userId);
    const today = await todayOf(actor.companyId);
    const out: PracticeSessionRow[] = [];
    for (const s of open) {
      const fresh = staleReason(s, today) ? await settleOne(s, today) : s;
      if (fresh.status === 'in_progress') out.push(fresh);
    }
    return out;
  }

  return { start, paper, answer, submit, result, settle, today: todayOf };
}
export type PracticeSessionService = ReturnType<typeof createPracticeSessionService>;
