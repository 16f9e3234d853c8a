import type { z } from 'zod';
import type {
  AnswerSaved,
  AttemptPaper,
  AttemptResult,
  AttemptStatus,
  ExamSubmitted,
  FaceContrastResult,
  ScreenSwitchResult,
  TAnswerSave,
  ZAnswerBatch,
  ZFaceContrastSubmit,
} from '@ascent/shared/exam';
import { FACE_CHECK_EVERY_MINUTES, FACE_MATCH_CHANCES } from '@ascent/shared/face-id';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { createTtlCache, SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import type { QuestionReader } from '../question/question.reader.ts';
import { createExamRepository, type AttemptRow } from './exam.repository.ts';
import type { HandIn } from './exam.hand-in.ts';
import { toAttemptPaper, toAttemptResult } from './exam.mapper.ts';
import { submitOpensAt } from './exam.rules.ts';
import type { ExamFaceChecks, ExamSettings } from './exam.service.ts';

/**
 * Taking an attempt: the paper with the saved answers, answer saves (one statement each,
 * idempotent by seq), screen switches, hand-in, and the result. Only the examinee's own
 * attempts: another's is "not found", never read or written. An attempt whose time ran out is
 * handed in first by whichever call sees it.
 */
export function createExamAttemptService(deps: {
  db: Db;
  reader: QuestionReader;
  hand: HandIn;
  settings: ExamSettings;
  faces?: ExamFaceChecks;
}) {
  const { hand, reader } = deps;
  const repo = createExamRepository(deps.db);
  // The exam's settings shown beside a paper: read once per 5 s per process, not per examinee.
  const examCache = createTtlCache<string, Awaited<ReturnType<typeof repo.findInCompany>>>(
    SETTINGS_CACHE_MS,
    1000,
  );

  /** The examinee's attempt, handed in first when its time ran out. */
  async function ownAttempt(actor: Actor, attemptId: number): Promise<AttemptRow> {
    const a = await repo.attemptOf(actor.userId, attemptId);
    if (!a) throw fail('exam.attemptNotFound');
    if (a.status === 'in_progress' && a.deadline.getTime() <= Date.now()) {
      await hand.handInNow(a.id, 'timeout');
      return (await repo.attemptOf(actor.userId, attemptId))!;
    }
    return a;
  }

  /**
   * The attempt's exam. `cached`: the settings shown beside a paper, read once per 5 s per
   * process; results, hand-in and switches read them fresh (visibility must never lag).
   */
  async function examOf(actor: Actor, a: AttemptRow, cached = false) {
    const read = () => repo.findInCompany(actor.companyId, a.examId);
    const e = cached ? await examCache.get(`${actor.companyId}:${a.examId}`, read) : await read();
    if (!e) throw fail('exam.notExist');
    return e;
  }

  /**
   * Why saves wrote nothing: another's or no attempt, handed in, time up (handed in now), or
   * a question not on the paper; else they were stale (a newer answer is stored) and the
   * stored seqs answer.
   */
  async function unsaved(actor: Actor, attemptId: number, questionIds: number[]) {
    const a = await repo.attemptOf(actor.userId, attemptId);
    if (!a) throw fail('exam.attemptNotFound');
    if (a.status !== 'in_progress') throw fail('exam.handedIn');
    if (a.deadline.getTime() <= Date.now()) {
      await hand.handInNow(a.id, 'timeout');
      throw fail('exam.timeUp');
    }
    const stored = await repo.storedSeqs(attemptId, questionIds);
    for (const q of questionIds)
      if (!stored.has(q) && !(await repo.isUnit(attemptId, q)))
        throw fail('exam.questionNotInPaper');
    return stored;
  }

  return {
    /** /exam/paper: the paper as drawn for this attempt, without keys, with every answer. */
    async paper(actor: Actor, attemptId: number): Promise<AttemptPaper> {
      const a = await ownAttempt(actor, attemptId);
      const [e, rows, answers] = await Promise.all([
        examOf(actor, a, true),
        reader.rowsOf(deps.db, a.paper),
        repo.answersOf(a.id),
      ]);
      return toAttemptPaper(a, e, reader.learnerView(a.paper, rows), answers, new Date());
    },

    /** One answer (idempotent: a seq not above the stored one changes nothing). */
    async save(actor: Actor, input: TAnswerSave): Promise<AnswerSaved> {
      const seq = await repo.saveAnswer(
        input.attemptId,
        actor.userId,
        input.questionId,
        input.value,
        input.seq,
      );
      if (seq !== null) return { stored: { [input.questionId]: seq } };
      const stored = await unsaved(actor, input.attemptId, [input.questionId]);
      return { stored: Object.fromEntries(stored) };
    },

    /** Several answers at once (an offline queue flushed); per question the highest seq. */
    async saveBatch(actor: Actor, input: z.output<typeof ZAnswerBatch>): Promise<AnswerSaved> {
      const latest = new Map<number, (typeof input.items)[number]>();
      for (const item of input.items) {
        const seen = latest.get(item.questionId);
        if (!seen || item.seq > seen.seq) latest.set(item.questionId, item);
      }
      const items = [...latest.values()];
      const written = await repo.saveAnswers(input.attemptId, actor.userId, items);
      const rest = items.map((i) => i.questionId).filter((q) => !written.has(q));
      if (!rest.length) return { stored: Object.fromEntries(written) };
      if (!written.size) {
        const stored = await unsaved(actor, input.attemptId, rest);
        return { stored: Object.fromEntries(stored) };
      }
      // Some were written, so the attempt is open: the rest were stale or not on the paper.
      const stored = await repo.storedSeqs(input.attemptId, rest);
      return { stored: Object.fromEntries([...written, ...stored]) };
    },

    /** Counts a screen switch; at the exam's limit the attempt is handed in. */
    async screenSwitch(actor: Actor, attemptId: number): Promise<ScreenSwitchResult> {
      const counted = await repo.countSwitch(attemptId, actor.userId);
      if (counted) {
        const atLimit = counted.limit > 0 && counted.screenSwitches >= counted.limit;
        if (atLimit) await hand.handInNow(attemptId, 'screen_switch');
        return { ...counted, submitted: atLimit };
      }
      const a = await ownAttempt(actor, attemptId);
      const e = await examOf(actor, a);
      return {
        screenSwitches: a.screenSwitches,
        limit: e.screenSwitchLimit,
        submitted: a.status !== 'in_progress',
      };
    },

    /**
     * facecontrast/submit (spec s.4 "Face match: matching, success, fail with remaining
     * chances"): before the start a match lets the exam start; during the examinee's own
     * attempt each failed check (another face, none, or several) uses one of the chances and
     * the last hands the paper in (reason 'face').
     */
    async faceCheck(
      actor: Actor,
      input: z.output<typeof ZFaceContrastSubmit>,
    ): Promise<FaceContrastResult> {
      const faces = deps.faces;
      if (!faces || !deps.settings.faceService) throw fail('faceId.unavailable');
      const e = await repo.findInCompany(actor.companyId, input.examId);
      if (!e) throw fail('exam.notExist');
      if (!e.faceMatch) throw fail('common.parameterError');
      const chances = FACE_MATCH_CHANCES;
      if (input.attemptId === undefined) {
        if ((await faces.compare(actor.userId, input.photoId)) !== 'match')
          throw fail('faceId.noMatch');
        await faces.grantExamPass(actor.userId, e.id);
        return { status: 'success', chancesLeft: chances, chances, nextCheckAt: null };
      }
      const a = await ownAttempt(actor, input.attemptId);
      if (a.examId !== e.id) throw fail('exam.attemptNotFound');
      if (a.status !== 'in_progress') throw fail('exam.handedIn');
      if ((await faces.compare(actor.userId, input.photoId)) === 'match') {
        const next = await repo.passFaceCheck(a.id, actor.userId, FACE_CHECK_EVERY_MINUTES * 60);
        if (!next) throw fail('exam.handedIn');
        return {
          status: 'success',
          chancesLeft: Math.max(0, chances - a.faceFailures),
          chances,
          nextCheckAt: next.toISOString(),
        };
      }
      const failures = await repo.countFaceFailure(a.id, actor.userId);
      if (failures === null) throw fail('exam.handedIn');
      if (failures >= chances) {
        await hand.handInNow(a.id, 'face');
        return { status: 'handedIn', chancesLeft: 0, chances, nextCheckAt: null };
      }
      return {
        status: 'fail',
        chancesLeft: chances - failures,
        chances,
        nextCheckAt: a.faceCheckDueAt?.toISOString() ?? null,
      };
    },

    /**
     * Hands in (refused before the minimum minutes while time remains). Handing in twice
     * answers as the first did.
     */
    async submit(actor: Actor, attemptId: number): Promise<ExamSubmitted> {
      const a = await ownAttempt(actor, attemptId);
      if (a.status === 'in_progress') {
        const e = await examOf(actor, a);
        const opens = submitOpensAt(a.startedAt, e.minMinutesBeforeSubmit, a.deadline);
        if (Date.now() < opens.getTime())
          throw fail('exam.tooEarly', { minutes: e.minMinutesBeforeSubmit });
        await hand.handInNow(a.id, 'manual');
      }
      const after = (await repo.attemptOf(actor.userId, attemptId))!;
      return { attemptId: after.id, status: after.status as AttemptStatus };
    },

    /** /exam/result, as the exam's result and answer visibility allow. */
    async result(actor: Actor, attemptId: number): Promise<AttemptResult> {
      const a = await ownAttempt(actor, attemptId);
      if (a.status === 'in_progress') throw fail('exam.inProgress');
      const [e, rows, answers] = await Promise.all([
        examOf(actor, a),
        reader.rowsOf(deps.db, a.paper),
        repo.answersOf(a.id),
      ]);
      return toAttemptResult(a, e, rows, answers, reader, new Date());
    },
  };
}
export type ExamAttemptService = ReturnType<typeof createExamAttemptService>;
