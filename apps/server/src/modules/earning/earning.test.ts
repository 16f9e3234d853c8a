import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import {
  DEFAULT_EARNING_RULES,
  type TAdminEarningRule,
  type TEarningRuleSave,
  type TLedgerRule,
} from '@ascent/shared/earning';
import type { TLedgerPage, TLedgerTotals } from '@ascent/shared/learning';
import { LEARNING_ITEM_TYPE } from '@ascent/shared/task';
import type { Earning } from './earning.service.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * Earning rules (issue 17): the admin's settings, the learner's view of them, and `earn`: each
 * cycle, the daily limit, the streak bonus, idempotency (the same earning twice, ten at once)
 * and the company's midnight.
 */
describe('earning rules', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A company (Asia/Shanghai, the default zone) with an administrator and a learner. */
  async function company() {
    const c = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: c.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: c.id });
    return {
      companyId: c.id,
      admin: (await s.api.login(a.account, TEST_PASSWORD)).token,
      learnerId: l.id,
      learner: (await s.api.login(l.account, TEST_PASSWORD)).token,
    };
  }
  type Company = Awaited<ReturnType<typeof company>>;

  const save = (c: Company, rule: Partial<TEarningRuleSave>, lang?: string) =>
    s.api.post<TAdminEarningRule>(
      '/api/manage/earning/rule/save',
      {
        action: 'exam.passed',
        kind: 'points',
        amount: 10,
        cycle: 'perItem',
        dailyLimit: null,
        bonus: 0,
        remark: '',
        enabled: true,
        ...rule,
      },
      { token: c.admin, lang },
    );
  const adminList = async (c: Company) =>
    (await s.api.post<TAdminEarningRule[]>('/api/manage/earning/rule/list', {}, { token: c.admin }))
      .body.data;

  /** Sends an exam pass straight to `earn`, in a transaction of its own. */
  const earn = (c: Company, itemId: number, at: string, over: Partial<Earning> = {}) =>
    s.db.transaction((tx) =>
      s.app.earning.earn(tx, {
        companyId: c.companyId,
        userId: c.learnerId,
        action: 'exam.passed',
        itemType: LEARNING_ITEM_TYPE.exam,
        itemId,
        at: new Date(at),
        ...over,
      }),
    );
  const points = async (c: Company) =>
    (
      await s.api.post<TLedgerPage>(
        '/api/study/me/study/integral',
        { pageSize: 100 },
        { token: c.learner },
      )
    ).body.data;
  /** The learner's points rows, oldest first, as [amount, key-ish item id]. */
  const amounts = async (c: Company) => (await points(c)).list.map((e) => e.amount).reverse();

  it('lists the defaults until the company changes one; learners read the rules turned on', async () => {
    const c = await company();
    const list = await adminList(c);
    expect(list).toEqual(DEFAULT_EARNING_RULES.map((r) => ({ ...r, custom: false })));
    const integral = await s.api.get<TLedgerRule[]>('/api/study/me/integral/rule', {
      token: c.learner,
    });
    expect(integral.body.data).toEqual([
      expect.objectContaining({ action: 'course.completed', kind: 'points', amount: 10 }),
      expect.objectContaining({ action: 'exam.passed', kind: 'points', amount: 10 }),
    ]);
    const score = await s.api.get<TLedgerRule[]>('/api/study/me/studyscore/rule', {
      token: c.learner,
    });
    expect(score.body.data.map((r) => [r.action, r.kind, r.amount])).toEqual([
      ['course.completed', 'hours', null],
      ['course.completed', 'credits', null],
    ]);
  });

  it("an admin's change reaches that company's learners only, and is logged", async () => {
    const c = await company();
    const other = await company();
    const res = await save(c, {
      amount: 3,
      cycle: 'daily',
      dailyLimit: 6,
      bonus: 1,
      remark: ' Pass any exam ',
    });
    expect(res.body).toEqual({
      ret: 0,
      msg: 'Modified successfully',
      data: {
        action: 'exam.passed',
        kind: 'points',
        amount: 3,
        cycle: 'daily',
        dailyLimit: 6,
        bonus: 1,
        remark: 'Pass any exam',
        enabled: true,
        custom: true,
      },
    });
    const mine = await s.api.get<TLedgerRule[]>('/api/study/me/integral/rule', {
      token: c.learner,
    });
    expect(mine.body.data[1]).toEqual({
      action: 'exam.passed',
      kind: 'points',
      amount: 3,
      cycle: 'daily',
      dailyLimit: 6,
      bonus: 1,
      remark: 'Pass any exam',
    });
    expect((await adminList(other)).find((r) => r.action === 'exam.passed')).toMatchObject({
      amount: 10,
      custom: false,
    });
    // Turned off: the learners no longer see it, and it earns nothing.
    await save(c, { enabled: false });
    const after = await s.api.get<TLedgerRule[]>('/api/study/me/integral/rule', {
      token: c.learner,
    });
    expect(after.body.data.map((r) => r.action)).toEqual(['course.completed']);
    expect(await earn(c, 1, '2026-12-07T02:00:00Z')).toBe(0);
    expect((await points(c)).total).toBe(0);
    const log = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'earningRule' },
        { token: c.admin },
      )
    ).body.data.list;
    expect(log[0]).toMatchObject({
      action: 'update',
      entityId: 'exam.passed:points',
      before: expect.objectContaining({ amount: 3, enabled: true }),
      after: expect.objectContaining({ amount: 10, cycle: 'perItem', enabled: false }),
    });
    expect(log[1]).toMatchObject({
      before: expect.objectContaining({ amount: 10, cycle: 'perItem' }),
      after: expect.objectContaining({ amount: 3, cycle: 'daily' }),
    });
  });

  it("refuses what a rule cannot be, in the caller's language, and changes nothing", async () => {
    const c = await company();
    const refusals: [Partial<TEarningRuleSave>, string, string][] = [
      [{ kind: 'hours', amount: 1 }, '该行为不产生这一类奖励', 'kind'],
      [{ amount: null }, '请填写奖励数值', 'amount'],
      [{ bonus: 2, cycle: 'perItem' }, '连续奖励只适用于每日或每周周期', 'bonus'],
      [{ amount: -1 }, '请输入 0 到 10000 之间的数值', 'amount'],
      [{ cycle: 'hourly' as never }, '请选择有效的选项', 'cycle'],
    ];
    for (const [rule, msg, field] of refusals) {
      const res = await save(c, rule, 'zh-CN');
      expect(res.body, JSON.stringify(rule)).toMatchObject({ ret: 1, msg, data: { field } });
    }
    const en = await save(c, { action: 'course.completed', kind: 'points', bonus: 1 }, 'en-US');
    expect(en.body.msg).toBe('A streak bonus applies only to a daily or weekly cycle');
    expect((await adminList(c)).every((r) => !r.custom)).toBe(true);
    // Learners may not change rules.
    const learner = await s.api.post(
      '/api/manage/earning/rule/save',
      { ...DEFAULT_EARNING_RULES[3], amount: 99 },
      { token: c.learner },
    );
    expect(learner.body.ret).toBe(7);
    expect((await adminList(c))[3]).toMatchObject({ amount: 10, custom: false });
  });

  it('per item: the same earning sent twice, and ten times at once, earns once', async () => {
    const c = await company();
    expect(await earn(c, 7, '2026-12-07T02:00:00Z')).toBe(1);
    expect(await earn(c, 7, '2026-12-07T03:00:00Z')).toBe(0);
    const at = '2026-12-07T04:00:00Z';
    const parallel = await Promise.all(Array.from({ length: 10 }, () => earn(c, 8, at)));
    expect(parallel.reduce((a, b) => a + b, 0)).toBe(1);
    const page = await points(c);
    expect(page).toMatchObject({ total: 2, sum: 20 });
    expect(page.list.map((e) => [e.rule, e.itemType, e.itemId])).toEqual([
      ['exam.passed', LEARNING_ITEM_TYPE.exam, 8],
      ['exam.passed', LEARNING_ITEM_TYPE.exam, 7],
    ]);
  });

  it('once: the first item earns, no later one', async () => {
    const c = await company();
    await save(c, { cycle: 'once', amount: 50 });
    expect(await earn(c, 1, '2026-12-01T02:00:00Z')).toBe(1);
    expect(await earn(c, 2, '2026-12-02T02:00:00Z')).toBe(0);
    expect(await amounts(c)).toEqual([50]);
  });

  it("daily and weekly: once per company day and week, across the company's midnight", async () => {
    const c = await company();
    await save(c, { cycle: 'daily', amount: 2 });
    // 23:59 and 00:01 in Shanghai: the same UTC day, two company days.
    expect(await earn(c, 1, '2026-12-07T15:59:00Z')).toBe(1);
    expect(await earn(c, 2, '2026-12-07T15:59:30Z')).toBe(0);
    expect(await earn(c, 3, '2026-12-07T16:01:00Z')).toBe(1);
    expect(await amounts(c)).toEqual([2, 2]);

    const w = await company();
    await save(w, { cycle: 'weekly', amount: 5 });
    // Sunday 13 December 23:59 and Monday 14 December 00:01, Shanghai.
    expect(await earn(w, 1, '2026-12-07T01:00:00Z')).toBe(1);
    expect(await earn(w, 2, '2026-12-13T15:59:00Z')).toBe(0);
    expect(await earn(w, 3, '2026-12-13T16:01:00Z')).toBe(1);
    expect(await amounts(w)).toEqual([5, 5]);
  });

  it("a daily limit gives what is left of the day's, then nothing until the next day", async () => {
    const c = await company();
    await save(c, { amount: 10, dailyLimit: 25 });
    const day = '2026-12-07T0';
    expect(await earn(c, 1, `${day}1:00:00Z`)).toBe(1);
    expect(await earn(c, 2, `${day}2:00:00Z`)).toBe(1);
    expect(await earn(c, 3, `${day}3:00:00Z`)).toBe(1);
    expect(await earn(c, 4, `${day}4:00:00Z`)).toBe(0);
    expect(await earn(c, 5, '2026-12-08T01:00:00Z')).toBe(1);
    expect(await amounts(c)).toEqual([10, 10, 5, 10]);
  });

  it('a daily limit holds for ten items earned at once', async () => {
    const c = await company();
    await save(c, { amount: 10, dailyLimit: 35 });
    const at = '2026-12-07T05:00:00Z';
    await Promise.all(Array.from({ length: 10 }, (_, i) => earn(c, 100 + i, at)));
    const page = await points(c);
    expect(page.sum).toBe(35);
    expect(page.total).toBe(4);
  });

  it('a streak bonus adds the bonus for each day in a row, up to a week; a missed day starts again', async () => {
    const c = await company();
    await save(c, { cycle: 'daily', amount: 5, bonus: 1 });
    const days = [1, 2, 3, 4, 5, 6, 7, 8, 10];
    for (const d of days) await earn(c, d, `2026-11-${String(d).padStart(2, '0')}T02:00:00Z`);
    expect(await amounts(c)).toEqual([5, 6, 7, 8, 9, 10, 11, 11, 5]);
    // Each record names its rule as the company has it now.
    expect((await points(c)).list[0]).toMatchObject({
      rule: 'exam.passed',
      cycle: 'daily',
      dailyLimit: null,
      bonus: 1,
      remark: '',
    });
  });

  it("an amount of null is the item's own; a pass reaches the rules as an item event", async () => {
    const c = await company();
    const course = {
      action: 'course.completed' as const,
      itemType: LEARNING_ITEM_TYPE.course,
      worth: { hours: 1.5, credits: 2 },
    };
    expect(await earn(c, 9, '2026-12-07T02:00:00Z', course)).toBe(3);
    const totals = await s.api.post<TLedgerTotals>(
      '/api/study/me/study/totals',
      {},
      { token: c.learner },
    );
    expect(totals.body.data).toEqual({ hours: 1.5, credits: 2, points: 10 });

    await s.db.transaction((tx) =>
      s.app.learningItems.events.emit(tx, {
        companyId: c.companyId,
        userId: c.learnerId,
        kind: 'exam',
        itemId: 44,
        outcome: 'passed',
        score: 90,
        at: new Date('2026-12-07T03:00:00Z'),
      }),
    );
    const page = await points(c);
    expect(page.list[0]).toMatchObject({
      rule: 'exam.passed',
      itemType: LEARNING_ITEM_TYPE.exam,
      itemId: 44,
      amount: 10,
    });
    // A failed attempt earns nothing.
    await s.db.transaction((tx) =>
      s.app.learningItems.events.emit(tx, {
        companyId: c.companyId,
        userId: c.learnerId,
        kind: 'exam',
        itemId: 45,
        outcome: 'failed',
        score: 10,
        at: new Date('2026-12-07T04:00:00Z'),
      }),
    );
    expect((await points(c)).total).toBe(2);
  });
});
