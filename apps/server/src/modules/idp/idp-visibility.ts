import type { Db } from '../../db/client.ts';
import type { ItemAccess } from '../../core/learning-items.ts';
import { createCourseRepository } from '../course/course.repository.ts';
import { createExamRepository } from '../exam/exam.repository.ts';
import { createSurveyRepository } from '../survey/survey.repository.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import type { ExamPaperTotals, IdpVisibility } from './idp.service.ts';

/**
 * What a learner may put into a plan, asked of each owning module through its own repository:
 * the course, exam and questionnaire audiences; an item the learner is admitted to through a
 * programme (item access) counts as open too. Programmes have no learner-side audience reader
 * on main: the programme source's items are offered as they are (its page checks the rest).
 * The id lists are bounded (a search's 60, a plan's 30 resources).
 */
export function createIdpVisibility(db: Db, access: ItemAccess): IdpVisibility {
  const courses = createCourseRepository(db);
  const exams = createExamRepository(db);
  const surveys = createSurveyRepository(db);

  const orGranted =
    (
      kind: 'course' | 'exam' | 'survey',
      own: (scope: LearnerScope, ids: number[]) => Promise<Set<number>>,
    ) =>
    async (scope: LearnerScope, ids: number[]) => {
      const open = await own(scope, ids);
      const rest = ids.filter((id) => !open.has(id));
      const granted = await Promise.all(
        rest.map((id) => access.granted(db, scope.companyId, scope.userId, kind, id)),
      );
      rest.forEach((id, i) => granted[i] && open.add(id));
      return open;
    };

  return {
    course: orGranted('course', (scope, ids) => courses.visibleIds(scope, ids)),
    exam: orGranted('exam', async (scope, ids) => {
      const found = await Promise.all(ids.map((id) => exams.findForLearner(scope, id)));
      return new Set(found.flatMap((e) => (e?.visible && e.status === 'published' ? [e.id] : [])));
    }),
    survey: orGranted('survey', async (scope, ids) => {
      const found = await Promise.all(ids.map((id) => surveys.findVisible(scope, id)));
      return new Set(found.flatMap((s) => (s ? [s.id] : [])));
    }),
  };
}

/** The exams' paper totals (the pass line is a percent of it), through the exam repository. */
export function createExamPaperTotals(db: Db): ExamPaperTotals {
  const exams = createExamRepository(db);
  return async (companyId, examIds) => {
    const found = await Promise.all(examIds.map((id) => exams.findInCompany(companyId, id)));
    return new Map(found.flatMap((e) => (e ? [[e.id, e.paperTotal] as const] : [])));
  };
}
