import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyConfig } from '@ascent/shared/config';
import type { TPlatformConfig } from '@ascent/shared/platform';
import type { ExamDetail } from '@ascent/shared/exam';
import type { PracticeHome } from '@ascent/shared/practice';
import { dayOf } from '@ascent/shared/time';
import { startTestServer, type TestServer } from '../../test/http.ts';
import {
  TEST_PASSWORD,
  buildCompany,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
} from '../../test/builders.ts';

/**
 * A zone whose calendar day differs from UTC's right now: Pago Pago (UTC-11) is still on
 * yesterday while UTC is before 11:00, Kiritimati (UTC+14) already on tomorrow from 10:00. So
 * the checks below fail if "today" were counted in UTC or in this machine's zone.
 */
function zoneOffTheUtcDay(now: Date): string {
  const zone = now.getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  if (dayOf(now, zone) === dayOf(now, 'UTC')) throw new Error('no zone off the UTC day');
  return zone;
}

// Shared decisions s.6: "today" is the company's, in its time zone.
describe("a company's time zone", () => {
  let s: TestServer;
  let zone: string;
  let learner: string;
  let admin: string;
  let dailyExamId: number;

  beforeAll(async () => {
    s = await startTestServer();
    zone = zoneOffTheUtcDay(new Date());
    const company = await buildCompany(s.db, { timeZone: zone });
    const l = await buildUser(s.db, { companyId: company.id });
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const bank = await buildQuestionBank(s.db, { companyId: company.id });
    const q = await buildQuestion(s.db, { companyId: company.id, bankId: bank.id, type: 1 });
    const paper = await buildPaper(s.db, {
      companyId: company.id,
      questions: [{ questionId: q.id, score: 10 }],
    });
    dailyExamId = (
      await buildExam(s.db, {
        companyId: company.id,
        paperId: paper.id,
        kind: 'cyclic',
        startAt: new Date(Date.now() - 3 * 86_400_000),
        endAt: new Date(Date.now() + 3 * 86_400_000),
      })
    ).id;
  });
  afterAll(() => s.close());

  it("counts a daily exam's cycle in the company's day, not the server's", async () => {
    const detail = await s.api.get<ExamDetail>(`/api/study/exam/${dailyExamId}/detail`, {
      token: learner,
    });
    expect(detail.body.data.cycle).toBe(dayOf(new Date(), zone));
    expect(detail.body.data.cycle).not.toBe(dayOf(new Date(), 'UTC'));
  });

  it("gives daily practice the company's today", async () => {
    const home = await s.api.get<PracticeHome>('/api/study/practice/home', { token: learner });
    expect(home.body.data.today).toBe(dayOf(new Date(), zone));
  });

  it('is set by an administrator, checked, and told to the browser before sign-in', async () => {
    const update = (timeZone: unknown) =>
      s.api.post(
        '/api/manage/company/config/update',
        { group: 'time', values: { timeZone } },
        { token: admin, lang: 'en-US' },
      );
    const config = async () =>
      (await s.api.post<TCompanyConfig>('/api/manage/company/config', {}, { token: admin })).body
        .data;
    expect((await config()).time).toEqual({ timeZone: zone });

    for (const bad of ['Mars/Olympus', '+08:00', '', 8]) {
      const refused = await update(bad);
      expect(refused.body).toMatchObject({
        ret: 1,
        msg: 'Choose a time zone such as Asia/Shanghai',
      });
    }
    expect((await config()).time).toEqual({ timeZone: zone });

    expect((await update('Europe/Berlin')).body.ret).toBe(0);
    expect((await config()).time).toEqual({ timeZone: 'Europe/Berlin' });
    const platform = await s.api.post<TPlatformConfig>('/api/study/platform/config', {});
    // The first company answers platform config without a site; this one may not be first.
    expect(typeof platform.body.data.timeZone).toBe('string');
    // A learner may not change it.
    expect(
      (
        await s.api.post(
          '/api/manage/company/config/update',
          {
            group: 'time',
            values: { timeZone: 'UTC' },
          },
          { token: learner },
        )
      ).body.ret,
    ).not.toBe(0);
  });
});
