import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { createQuestionReader } from '../question/question.reader.ts';
import { createQuestionSummaries } from '../question/question-summaries.ts';
import { createPracticeService } from './practice.service.ts';
import { createPracticeSessionService } from './practice-session.service.ts';
import { createPracticeAdminService } from './practice-admin.service.ts';
import { practiceRoutes } from './practice.routes.ts';
import { practiceAdminRoutes } from './practice-admin.routes.ts';
import { createWrongBook } from './wrong-book.ts';
import { simulationsUsingPapers } from './practice.repository.ts';

/**
 * Practice: the learner's sessions in five modes, records and results, the wrong-question book
 * (`wrongBook.record`, which the exam module's hand-in calls too), and the admin's practice
 * banks, settings and simulation papers.
 */
export function createPracticeModule(deps: {
  db: Db;
  record: ChangeRecorder;
  /** The company's day: a daily set lasts its day. */
  clock: CompanyClock;
  now?: () => Date;
}) {
  const reader = createQuestionReader();
  const summaries = createQuestionSummaries(deps.db);
  const wrongBook = createWrongBook();
  const sessions = createPracticeSessionService({
    db: deps.db,
    reader,
    wrongBook,
    clock: deps.clock,
    now: deps.now,
  });
  const service = createPracticeService({ db: deps.db, reader, summaries, sessions });
  const admin = createPracticeAdminService({ db: deps.db, summaries, record: deps.record });
  return {
    wrongBook,
    /** For the question module's "paper in use" check. */
    paperUsage: simulationsUsingPapers,
    routes: practiceRoutes(service, sessions),
    adminRoutes: practiceAdminRoutes(admin),
  };
}
