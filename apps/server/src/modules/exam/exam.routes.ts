import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZAnswerBatch,
  ZAnswerSave,
  ZExamRecords,
  ZExamStart,
  ZExamSubmit,
  ZMyExamList,
  ZScreenSwitch,
  type ExamDetail,
} from '@ascent/shared/exam';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ExamService } from './exam.service.ts';
import type { ExamAttemptService } from './exam-attempt.service.ts';

/** The examinee's calls (@ascent/shared/exam "learner calls"). */
export function examRoutes(exams: ExamService, attempts: ExamAttemptService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/me/exam/list', async (req) => {
      const q = parseInput(ZMyExamList, req.body);
      return ok(await exams.list(requireActor(req.actor), q));
    });
    app.get('/api/study/exam/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      const d = await exams.detail(requireActor(req.actor), id, req.ip);
      const detail: ExamDetail = {
        ...d,
        refusal: d.refusal ? translate(d.refusal, req.locale) : null,
      };
      return ok(detail);
    });
    app.post('/api/study/exam/start', async (req) => {
      const input = parseInput(ZExamStart, req.body);
      return ok(await exams.start(requireActor(req.actor), req.ip, input));
    });
    app.post('/api/study/exam/records', async (req) => {
      const q = parseInput(ZExamRecords, req.body);
      return ok(await exams.records(requireActor(req.actor), q));
    });

    app.get('/api/study/exam/attempt/:id', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await attempts.paper(requireActor(req.actor), id));
    });
    app.post('/api/study/exam/answer', async (req) => {
      const input = parseInput(ZAnswerSave, req.body);
      return ok(await attempts.save(requireActor(req.actor), input));
    });
    app.post('/api/study/exam/answers', async (req) => {
      const input = parseInput(ZAnswerBatch, req.body);
      return ok(await attempts.saveBatch(requireActor(req.actor), input));
    });
    app.post('/api/study/exam/screen-switch', async (req) => {
      const { attemptId } = parseInput(ZScreenSwitch, req.body);
      const res = await attempts.screenSwitch(requireActor(req.actor), attemptId);
      const atLimit = res.submitted && res.limit > 0 && res.screenSwitches >= res.limit;
      return ok(res, atLimit ? translate('exam.screenSwitchLimit', req.locale) : '');
    });
    app.post('/api/study/exam/submit', async (req) => {
      const { attemptId } = parseInput(ZExamSubmit, req.body);
      const res = await attempts.submit(requireActor(req.actor), attemptId);
      return ok(res, translate('exam.submitted', req.locale));
    });
    app.get('/api/study/exam/attempt/:id/result', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await attempts.result(requireActor(req.actor), id));
    });
  };
}
