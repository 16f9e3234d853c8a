import type { Db, DbOrTx } from '../../db/client.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { Access } from '../../core/access.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { createQuestionReader } from '../question/question.reader.ts';
import { SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import { createHandIn, type OnMarked } from './exam.hand-in.ts';
import { createExamService, type ExamFaceChecks, type ExamSettings } from './exam.service.ts';
import { createExamAttemptService } from './exam-attempt.service.ts';
import { createDeadlineSweeper } from './exam.sweeper.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';

/** The job queue's recurring deadline sweep. */
export const EXAM_SWEEP_QUEUE = 'exam-deadline-sweep';
import { createExamRepository } from './exam.repository.ts';
import { examRoutes } from './exam.routes.ts';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Taking exams (the examinee's side): my exams, an exam's page and start, the attempt with
 * its answer saves, screen switches, hand-in and results, and the deadline sweeper (a recurring
 * job on the job queue).
 */
export function createExamModule(deps: {
  db: Db;
  settings: ExamSettings & { sweepMs: number };
  /** The face checks of face match (the face-id module); absent when FACE_ENGINE=off. */
  faces?: ExamFaceChecks;
  log: Logger;
  /** The job queue the deadline sweep recurs on. */
  jobs: Pick<JobQueue, 'every'>;
  /** Told which objective questions were right or wrong, inside the hand-in transaction. */
  onMarked?: OnMarked;
  /** Issue 6: 'exam passed/failed' at hand-in. */
  items: { events: ItemEvents };
  /** The learner's scope and the exam's visibility (audience, else a programme's grant). */
  access: Access;
  /** The company's day: a daily exam's cycle. */
  clock: CompanyClock;
  /** The dashboard's activity: an exam start marks the examinee active that day. */
  markActive?: (q: DbOrTx, companyId: number, userId: number, day: string) => Promise<void>;
}) {
  deps.access.audience('exam', (q, scope, ids) => createExamRepository(q).visibleIds(scope, ids));
  // Thousands of examinees open the same paper at once: its material is reused for 5 s.
  const reader = createQuestionReader({ cacheMs: SETTINGS_CACHE_MS });
  const hand = createHandIn({
    db: deps.db,
    onMarked: deps.onMarked,
    events: deps.items.events,
  });
  const service = createExamService({
    db: deps.db,
    reader,
    hand,
    settings: deps.settings,
    faces: deps.faces,
    access: deps.access,
    clock: deps.clock,
    markActive: deps.markActive,
  });
  const attempts = createExamAttemptService({
    db: deps.db,
    reader,
    hand,
    settings: deps.settings,
    faces: deps.faces,
  });
  const sweeper = createDeadlineSweeper({ db: deps.db, handIn: hand.handIn, log: deps.log });
  // Every EXAM_SWEEP_MS, in one process at a time: a recurring job on the job queue.
  deps.jobs.every(EXAM_SWEEP_QUEUE, deps.settings.sweepMs, async () => {
    await sweeper.sweep();
  });
  return {
    service,
    attempts,
    hand,
    sweeper,
    routes: examRoutes(service, attempts),
  };
}
export type ExamModule = ReturnType<typeof createExamModule>;
