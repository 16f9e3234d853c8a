import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type { MessageKey } from '@ascent/shared/errors';
import type {
  ExamDetail,
  ExamRecordRow,
  ExamStartResult,
  MyExamRow,
  ZExamRecords,
  ZExamStart,
  ZMyExamList,
} from '@ascent/shared/exam';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';
import { fail } from '../../core/errors.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import type { QuestionReader } from '../question/question.reader.ts';
import { createExamRepository, type ExamWithPaper } from './exam.repository.ts';
import type { HandIn } from './exam.hand-in.ts';
import { toMyExamRow, toRecordRow } from './exam.mapper.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { cycleOf, deadlineFor, ipAllowed, timeState } from './exam.rules.ts';
import { FACE_CHECK_EVERY_MINUTES } from '@ascent/shared/face-id';

/** What the exam calls may see of the server's configuration. */
export interface ExamSettings {
  /** A face engine is configured: only then does an exam's face match take effect. */
  faceService: boolean;
}

/** The face checks of an exam's face match (the face-id module's, handed in by app.ts). */
export interface ExamFaceChecks {
  /** The photo upload/facecontrast kept, against the enrolled face (refused when none is). */
  compare(userId: number, photoId: string): Promise<'match' | 'noMatch'>;
  /** A passed check before the start lets this exam start once within 10 minutes. */
  grantExamPass(userId: number, examId: number): Promise<void>;
  takeExamPass(userId: number, examId: number): Promise<boolean>;
}

/**
 * The examinee's exams: my exam lists (normal and daily), an exam's page with whether the
 * examinee may start, the start itself (password, window, IP ranges, signature, attempts
 * per cycle) and the records of one exam. Taking the attempt is exam-attempt.service.ts.
 */
export function createExamService(deps: {
  db: Db;
  reader: QuestionReader;
  hand: HandIn;
  settings: ExamSettings;
  faces?: ExamFaceChecks;
  /** The learner's scope and the exam's visibility (audience, else a programme's grant). */
  access: Access;
  /** The company's day: a daily exam's cycle. */
  clock: CompanyClock;
  /** Marks the examinee active on the company's day (the dashboard), in the start's transaction. */
  markActive?: (q: DbOrTx, companyId: number, userId: number, day: string) => Promise<void>;
}) {
  const { db, hand, reader, access, clock } = deps;
  const exams = createExamRepository(db);

  /**
   * The exam the learner may take: not found, unpublished and another company's alike; 'no
   * right' outside its audience when no programme grants it.
   */
  async function takeable(tx: DbOrTx, scope: LearnerScope, examId: number) {
    const e = await createExamRepository(tx).findForLearner(scope, examId);
    return access.requireVisible(
      tx,
      scope,
      'exam',
      e && { ...e, published: e.status === 'published' },
      { notFound: 'exam.notExist', hidden: 'exam.noRight' },
    );
  }

  /** A daily exam's attempts of today (and any in progress); a normal exam's, all. */
  const attemptsFor = (userId: number, e: ExamWithPaper[], kind: string, today: string) =>
    exams.attemptsOf(
      userId,
      e.map((x) => x.id),
      kind === 'cyclic' ? cycleOf(kind, today) : undefined,
    );

  /** Why the examinee may not start now (null: may start or resume). */
  function refusalOf(e: ExamWithPaper, row: MyExamRow, ip: string, now: Date): MessageKey | null {
    if (row.activeAttemptId) return null;
    const state = timeState(e.startAt, e.endAt, now);
    if (state === 'not_started') return 'exam.notStarted';
    if (state === 'ended') return 'exam.ended';
    if (e.attemptsAllowed > 0 && row.attemptsUsed >= e.attemptsAllowed)
      return e.kind === 'cyclic' ? 'exam.attemptsUsedUpToday' : 'exam.attemptsUsedUp';
    if (!ipAllowed(ip, e.ipRanges)) return 'exam.ipOutside';
    return null;
  }

  return {
    /** /mine/exam and /mine/cyclic. */
    async list(actor: Actor, q: z.output<typeof ZMyExamList>): Promise<TPage<MyExamRow>> {
      const scope = await access.learner(actor);
      await hand.expireOwn(actor.userId);
      const now = new Date();
      const today = await clock.day(actor.companyId, now);
      const { rows, total } = await exams.learnerPage(
        scope,
        { kind: q.kind, tab: q.tab, cycle: cycleOf(q.kind, today) },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const attempts = await attemptsFor(actor.userId, rows, q.kind, today);
      return {
        list: rows.map((e) =>
          toMyExamRow(
            e,
            attempts.filter((a) => a.examId === e.id),
            now,
          ),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** /exam/detail: the exam, its rules and whether the examinee may start (refusal key). */
    async detail(
      actor: Actor,
      examId: number,
      ip: string,
    ): Promise<Omit<ExamDetail, 'refusal'> & { refusal: MessageKey | null }> {
      const scope = await access.learner(actor);
      await hand.expireOwn(actor.userId);
      const e = await takeable(db, scope, examId);
      const now = new Date();
      const today = await clock.day(actor.companyId, now);
      const [attempts, info] = await Promise.all([
        attemptsFor(actor.userId, [e], e.kind, today),
        reader.paperInfo(db, actor.companyId, e.paperId),
      ]);
      const row = toMyExamRow(e, attempts, now);
      return {
        ...row,
        intro: e.intro,
        questionCount: info?.questionCount ?? 0,
        scoreKept: e.scoreKept === 'last' ? 'last' : 'highest',
        minMinutesBeforeSubmit: e.minMinutesBeforeSubmit,
        needsPassword: e.password !== '',
        ipRestricted: e.ipRanges.length > 0,
        signatureRequired: e.signatureRequired,
        screenSwitchLimit: e.screenSwitchLimit,
        fullScreen: e.fullScreen,
        faceMatch: e.faceMatch && deps.settings.faceService,
        refusal: refusalOf(e, row, ip, now),
        cycle: e.kind === 'cyclic' ? cycleOf(e.kind, today) : null,
      };
    },

    /**
     * Starts an attempt (or resumes the one in progress: the password was given when it
     * began). Refusals in order: the window, attempts used up (per day for a daily exam), the
     * IP ranges, the password, the signature. The paper is drawn for this examinee and
     * attempt (a daily exam's per day) and kept with the attempt.
     */
    async start(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZExamStart>,
    ): Promise<ExamStartResult> {
      const scope = await access.learner(actor);
      await hand.expireOwn(actor.userId);
      const today = await clock.day(actor.companyId, new Date());
      return db.transaction(async (tx) => {
        const repo = createExamRepository(tx);
        const e = await takeable(tx, scope, input.examId);
        const open = await repo.openAttempt(e.id, actor.userId);
        if (open) return { attemptId: open.id, resumed: true };
        const now = new Date();
        const state = timeState(e.startAt, e.endAt, now);
        if (state === 'not_started') throw fail('exam.notStarted');
        if (state === 'ended') throw fail('exam.ended');
        const cycle = cycleOf(e.kind, today);
        const used = await repo.countHandedIn(e.id, actor.userId, cycle);
        if (e.attemptsAllowed > 0 && used >= e.attemptsAllowed)
          throw fail(e.kind === 'cyclic' ? 'exam.attemptsUsedUpToday' : 'exam.attemptsUsedUp');
        if (!ipAllowed(ip, e.ipRanges)) throw fail('exam.ipOutside');
        if (e.password && input.password !== e.password) throw fail('exam.wrongPassword');
        if (e.signatureRequired && !input.signature) throw fail('exam.signatureRequired');
        // Face match: a check passed just before (facecontrast/submit without an attempt).
        const faceMatch = e.faceMatch && !!deps.settings.faceService;
        if (faceMatch) {
          if (!(await deps.faces?.takeExamPass(actor.userId, e.id)))
            throw fail('faceId.examCheckFirst');
        }
        const drawn = await reader.draw(
          tx,
          actor.companyId,
          e.paperId,
          `exam:${e.id}:${actor.userId}:${cycle}:${used + 1}`,
        );
        if (!drawn?.questions.length) throw fail('exam.paperMissing');
        const id = await repo.insertAttempt({
          companyId: actor.companyId,
          examId: e.id,
          userId: actor.userId,
          cycle,
          attemptNo: used + 1,
          status: 'in_progress',
          paper: drawn.questions,
          totalScore: drawn.totalScore,
          passScore: drawn.passScore,
          multipleScoring: drawn.multipleScoring,
          startedAt: now,
          deadline: deadlineFor(now, e.durationMinutes, e.endAt),
          faceCheckDueAt: faceMatch
            ? new Date(now.getTime() + FACE_CHECK_EVERY_MINUTES * 60_000)
            : null,
          signature: e.signatureRequired ? (input.signature ?? null) : null,
          ip,
        });
        if (id !== null) {
          await deps.markActive?.(tx, actor.companyId, actor.userId, today);
          return { attemptId: id, resumed: false };
        }
        // Another start of the same examinee got there first: that one is the attempt.
        const other = await repo.openAttempt(e.id, actor.userId);
        if (!other) throw fail('common.operationFailed');
        return { attemptId: other.id, resumed: true };
      });
    },

    /** /exam/record: the examinee's own attempts at one exam, newest first. */
    async records(actor: Actor, q: z.output<typeof ZExamRecords>): Promise<TPage<ExamRecordRow>> {
      const e = await exams.findInCompany(actor.companyId, q.examId);
      if (!e) throw fail('exam.notExist');
      await hand.expireOwn(actor.userId);
      const { rows, total } = await exams.records(
        actor.userId,
        e.id,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const now = new Date();
      return {
        list: rows.map((r) => toRecordRow(r, e, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type ExamService = ReturnType<typeof createExamService>;
