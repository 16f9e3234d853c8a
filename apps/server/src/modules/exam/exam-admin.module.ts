import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { createExamAdminService } from './exam-admin.service.ts';
import { examAdminRoutes } from './exam-admin.routes.ts';
import { createExamReviewService } from './exam-review.service.ts';
import { examReviewRoutes } from './exam-review.routes.ts';
import type { ExamPeople } from './exam-admin.people.ts';
import { createExamPapers, examsUsingPapers, type ExamPapers } from './exam-admin.papers.ts';

/**
 * Exam administration (admin site: exams, their results and export) and marking (reviewers on
 * the learner site). Built apart from the examinee's side of the exam module.
 */
export function createExamAdminModule(deps: {
  db: Db;
  record: ChangeRecorder;
  /** The company's time zone: the export's times. */
  clock: CompanyClock;
  /** People and departments (the user module's directory). */
  people: ExamPeople;
  /** True when a face service is configured; exams cannot ask for face match otherwise. */
  faceServiceConfigured?: boolean;
  papers?: ExamPapers;
  /** Issue 6: 'exam passed/failed' when a reviewer finishes marking an attempt. */
  events: ItemEvents;
}) {
  const { people } = deps;
  const papers = deps.papers ?? createExamPapers(deps.db);
  const admin = createExamAdminService({
    db: deps.db,
    people,
    papers,
    record: deps.record,
    clock: deps.clock,
    faceServiceConfigured: deps.faceServiceConfigured ?? false,
  });
  const review = createExamReviewService({ db: deps.db, people, events: deps.events });
  const routes = [...examAdminRoutes(admin), ...examReviewRoutes(review)];
  return { admin, review, routes, paperUsage: examsUsingPapers };
}
