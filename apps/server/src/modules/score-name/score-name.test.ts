import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import {
  DEFAULT_SCORE_NAMES,
  SCORE_NAME_KEYS,
  type TAdminScoreName,
  type TCustomerConfig,
} from '@ascent/shared/config';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** manage/score-names/list and update; the learner's me/customer/config/list. */
describe('score names', () => {
  let s: TestServer;
  let admin: string;
  let learner: string;
  let otherLearner: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: company.id });
    const o = await buildUser(s.db, { companyId: other.id });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    otherLearner = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const adminList = async () =>
    (await s.api.post<TAdminScoreName[]>('/api/manage/score-names/list', {}, { token: admin })).body
      .data;
  const learnerList = async (body: Record<string, unknown> = {}, token = learner) =>
    (await s.api.post<TCustomerConfig[]>('/api/study/me/customer/config/list', body, { token }))
      .body;
  const update = (body: unknown, lang?: string) =>
    s.api.post<TAdminScoreName>('/api/manage/score-names/update', body, { token: admin, lang });

  it('lists the four keys with the defaults until the company sets its own', async () => {
    const list = await adminList();
    expect(list.map((s) => s.configKey)).toEqual([...SCORE_NAME_KEYS]);
    expect(list.every((s) => !s.custom)).toBe(true);
    expect(list[1]).toEqual({
      configKey: 'selSocreName',
      configValue: DEFAULT_SCORE_NAMES.selSocreName,
      custom: false,
    });
    const mine = await learnerList();
    expect(mine.ret).toBe(0);
    expect(mine.data).toEqual(
      SCORE_NAME_KEYS.map((configKey) => ({
        configKey,
        configValue: DEFAULT_SCORE_NAMES[configKey],
      })),
    );
  });

  it('an update reaches the learner at once, only in that company, and is logged', async () => {
    const configValue = { zh_CN: '领导评分', zh_TW: '領導評分', en_US: 'Leader rating' };
    const res = await update({ configKey: 'leaderSocreName', configValue });
    expect(res.body).toEqual({
      ret: 0,
      msg: 'Modified successfully',
      data: { configKey: 'leaderSocreName', configValue, custom: true },
    });
    expect((await learnerList({ configKeys: ['leaderSocreName'] })).data).toEqual([
      { configKey: 'leaderSocreName', configValue },
    ]);
    expect(
      (await learnerList({}, otherLearner)).data.find((c) => c.configKey === 'leaderSocreName')
        ?.configValue,
    ).toEqual(DEFAULT_SCORE_NAMES.leaderSocreName);
    const again = { ...configValue, en_US: "Manager's rating" };
    await update({ configKey: 'leaderSocreName', configValue: again });
    expect((await adminList())[2]).toEqual({
      configKey: 'leaderSocreName',
      configValue: again,
      custom: true,
    });
    const log = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'scoreName' },
        { token: admin },
      )
    ).body.data.list[0]!;
    expect(log).toMatchObject({
      action: 'update',
      entityId: 'leaderSocreName',
      before: configValue,
      after: again,
    });
  });

  it('every language is required, at most 20 characters; unknown keys are refused', async () => {
    const res = await update(
      { configKey: 'lesSocreName', configValue: { zh_CN: ' ', zh_TW: 'a', en_US: 'a' } },
      'zh-CN',
    );
    expect(res.body).toEqual({ ret: 1, msg: '此项为必填项', data: { field: 'configValue.zh_CN' } });
    expect(
      (
        await update({
          configKey: 'lesSocreName',
          configValue: { zh_CN: 'a', zh_TW: 'a', en_US: 'x'.repeat(21) },
        })
      ).body.msg,
    ).toBe('At most 20 characters');
    expect(
      (await update({ configKey: 'fooName', configValue: { zh_CN: 'a', zh_TW: 'a', en_US: 'a' } }))
        .body.msg,
    ).toBe('Please choose one of the offered options');
    expect((await learnerList({ configKeys: ['fooName'] })).ret).toBe(1);
    expect((await adminList())[3]!.custom).toBe(false);
  });

  it('a learner cannot change score names (ret 7)', async () => {
    const res = await s.api.post(
      '/api/manage/score-names/update',
      { configKey: 'lesSocreName', configValue: { zh_CN: 'a', zh_TW: 'a', en_US: 'a' } },
      { token: learner },
    );
    expect(res.body.ret).toBe(7);
  });
});
