import { learningEndpoints } from '@ascent/shared/learning/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { LearningService } from './learning.service.ts';

/** The learner's learning record (spec s.7 "Learning", rankings of "Home and search"). */
export function learningRoutes(service: LearningService) {
  return bind(learningEndpoints, {
    'POST /api/study/me/check/learning/permission': ({ actor, body }) =>
      service.checkPermission(actor, body.courseId),
    'POST /api/study/me/learning/log/report': ({ actor, body }) => service.report(actor, body),
    'POST /api/study/me/learning/progress': ({ actor, body }) =>
      service.progress(actor, body.courseId),
    'POST /api/study/me/learning/scorm/get': ({ actor, body }) => service.scormGet(actor, body),
    'POST /api/study/me/learning/scorm/save': ({ actor, body }) => service.scormSave(actor, body),

    // The ledger: credits (score), hours (time), points (integral), with the learner's totals.
    'POST /api/study/me/study/score': ({ actor, body }) => service.ledger(actor, 'credits', body),
    'POST /api/study/me/study/time': ({ actor, body }) => service.ledger(actor, 'hours', body),
    'POST /api/study/me/study/integral': ({ actor, body }) => service.ledger(actor, 'points', body),
    'POST /api/study/me/study/totals': ({ actor }) => service.totals(actor),

    'POST /api/study/me/course/list': ({ actor, body }) => service.myCourses(actor, body),
    'POST /api/study/me/learn/history': ({ actor, body }) => service.history(actor, body),
    'POST /api/study/me/learning/archive': ({ actor, body }) => service.archive(actor, body),
    // The learner's course to-dos: assigned or started courses not completed (the to-do
    // centre's task list, center/todo/list, is the task module's).
    'POST /api/study/center/todo/list/course': ({ actor, body }) => service.todo(actor, body),

    'POST /api/study/rank/learnrank': ({ actor, body }) => service.rank(actor, body),
  });
}
