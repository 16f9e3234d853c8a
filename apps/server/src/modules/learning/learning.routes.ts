import type { FastifyPluginAsync } from 'fastify';
import {
  ZLearningReport,
  ZCourseRef,
  ZLedgerQuery,
  ZMinePage,
  ZMyCourseQuery,
  ZRankQuery,
  ZScormRef,
  ZScormSave,
} from '@ascent/shared/learning';
import type { LedgerKind } from '@ascent/shared/learning';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { LearningService } from './learning.service.ts';

/** The learner's learning record (spec s.7 "Learning", rankings of "Home and search"). */
export function learningRoutes(service: LearningService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/me/check/learning/permission', async (req) => {
      const { courseId } = parseInput(ZCourseRef, req.body);
      return ok(await service.checkPermission(requireActor(req.actor), courseId));
    });
    app.post('/api/study/me/learning/log/report', async (req) => {
      const input = parseInput(ZLearningReport, req.body);
      return ok(await service.report(requireActor(req.actor), input));
    });
    app.post('/api/study/me/learning/progress', async (req) => {
      const { courseId } = parseInput(ZCourseRef, req.body);
      return ok(await service.progress(requireActor(req.actor), courseId));
    });
    app.post('/api/study/me/learning/scorm/get', async (req) => {
      const ref = parseInput(ZScormRef, req.body);
      return ok(await service.scormGet(requireActor(req.actor), ref));
    });
    app.post('/api/study/me/learning/scorm/save', async (req) => {
      const input = parseInput(ZScormSave, req.body);
      return ok(await service.scormSave(requireActor(req.actor), input));
    });

    // The ledger: credits (score), hours (time), points (integral), with the learner's totals.
    const ledger = (path: string, kind: LedgerKind) =>
      app.post(path, async (req) => {
        const q = parseInput(ZLedgerQuery, req.body);
        return ok(await service.ledger(requireActor(req.actor), kind, q));
      });
    ledger('/api/study/me/study/score', 'credits');
    ledger('/api/study/me/study/time', 'hours');
    ledger('/api/study/me/study/integral', 'points');
    app.post('/api/study/me/study/totals', async (req) =>
      ok(await service.totals(requireActor(req.actor))),
    );
    app.get('/api/study/me/studyscore/rule', async () => ok(service.rules(['credits', 'hours'])));
    app.get('/api/study/me/integral/rule', async () => ok(service.rules(['points'])));

    app.post('/api/study/me/course/list', async (req) => {
      const q = parseInput(ZMyCourseQuery, req.body);
      return ok(await service.myCourses(requireActor(req.actor), q));
    });
    app.post('/api/study/me/learn/history', async (req) => {
      const q = parseInput(ZMinePage, req.body);
      return ok(await service.history(requireActor(req.actor), q));
    });
    app.post('/api/study/me/learning/archive', async (req) => {
      const q = parseInput(ZMinePage, req.body);
      return ok(await service.archive(requireActor(req.actor), q));
    });
    // The learner's course to-dos: assigned or started courses not completed (the to-do
    // centre's task list, center/todo/list, is the task module's).
    app.post('/api/study/center/todo/list/course', async (req) => {
      const q = parseInput(ZMinePage, req.body);
      return ok(await service.todo(requireActor(req.actor), q));
    });

    app.post('/api/study/rank/learnrank', async (req) => {
      const q = parseInput(ZRankQuery, req.body);
      return ok(await service.rank(requireActor(req.actor), q));
    });
  };
}
