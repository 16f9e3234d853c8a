import { translate } from '@ascent/shared/errors';
import { examEndpoints } from '@ascent/shared/exam/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { ExamService } from './exam.service.ts';
import type { ExamAttemptService } from './exam-attempt.service.ts';

/** The examinee's calls (@ascent/shared/exam "learner calls"). */
export function examRoutes(exams: ExamService, attempts: ExamAttemptService) {
  return bind(examEndpoints, {
    'POST /api/study/me/exam/list': ({ actor, body }) => exams.list(actor, body),
    'GET /api/study/exam/:id/detail': async ({ actor, params, ip, locale }) => {
      const d = await exams.detail(actor, params.id, ip);
      return { ...d, refusal: d.refusal ? translate(d.refusal, locale) : null };
    },
    'POST /api/study/exam/start': ({ actor, ip, body }) => exams.start(actor, ip, body),
    'POST /api/study/exam/records': ({ actor, body }) => exams.records(actor, body),

    'GET /api/study/exam/attempt/:id': ({ actor, params }) => attempts.paper(actor, params.id),
    'POST /api/study/exam/answer': ({ actor, body }) => attempts.save(actor, body),
    'POST /api/study/exam/answers': ({ actor, body }) => attempts.saveBatch(actor, body),
    'POST /api/study/exam/screen-switch': async ({ actor, body }) => {
      const res = await attempts.screenSwitch(actor, body.attemptId);
      const atLimit = res.submitted && res.limit > 0 && res.screenSwitches >= res.limit;
      return atLimit ? answer(res, 'exam.screenSwitchLimit') : res;
    },
    'POST /api/study/me/facecontrast/submit': async ({ actor, body }) => {
      const res = await attempts.faceCheck(actor, body);
      if (res.status === 'handedIn') return answer(res, 'faceId.handedIn');
      if (res.status === 'fail')
        return answer(res, 'faceId.failedChances', { count: res.chancesLeft });
      return answer(res, 'faceId.matched');
    },
    'POST /api/study/exam/submit': async ({ actor, body }) =>
      answer(await attempts.submit(actor, body.attemptId), 'exam.submitted'),
    'GET /api/study/exam/attempt/:id/result': ({ actor, params }) =>
      attempts.result(actor, params.id),
  });
}
