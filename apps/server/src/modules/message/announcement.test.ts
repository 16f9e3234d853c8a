import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt } from 'drizzle-orm';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  TAnnouncement,
  TAnnouncementDetail,
  TMessage,
  TMessageCount,
  TRecipient,
  TSendMessageResponse,
} from '@ascent/shared/message';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { sendAnnouncement } from '../../../test/announcements.ts';
import { audiencePeople } from '../user/people.sql.ts';
import { createMessageRepository } from './message.repository.ts';
import { messages } from './message.schema.ts';
import {
  buildCompany,
  buildDepartment,
  buildManyUsers,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * Announcements from the admin site: to everyone, departments (with sub-departments) or
 * people; one message per recipient; the operation log; the sent list with read counts.
 */
describe('announcements', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let adminToken: string;
  let otherAdminToken: string;
  let learnerToken: string;
  // Departments: Head office > R&D > Frontend; Head office > Sales
  let head: number;
  let rnd: number;
  let frontend: number;
  let sales: number;
  const people: Record<string, { id: number; token: string }> = {};

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    otherCompanyId = (await buildCompany(s.db)).id;
    head = (await buildDepartment(s.db, companyId, 'Head office')).id;
    rnd = (await buildDepartment(s.db, companyId, 'R&D', head)).id;
    frontend = (await buildDepartment(s.db, companyId, 'Frontend', rnd)).id;
    sales = (await buildDepartment(s.db, companyId, 'Sales', head)).id;
    const admin = await buildUser(s.db, {
      companyId,
      roles: ['admin'],
      account: 'ann_admin',
      departmentId: head,
    });
    adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    const otherAdmin = await buildUser(s.db, { companyId: otherCompanyId, roles: ['admin'] });
    otherAdminToken = (await s.api.login(otherAdmin.account, TEST_PASSWORD)).token;
    for (const [key, departmentId, realName] of [
      ['rnd', rnd, 'Rita Research'],
      ['frontend', frontend, 'Fred Frontend'],
      ['sales', sales, 'Sam Sales'],
      ['none', null, 'Nora Nobody'],
    ] as const) {
      const u = await buildUser(s.db, {
        companyId,
        departmentId,
        realName,
        account: `ann_${key}`,
      });
      people[key] = { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
    }
    learnerToken = people.none!.token;
    const gone = await buildUser(s.db, { companyId, departmentId: frontend, account: 'ann_gone' });
    await setUserStatus(s.db, gone.id, 'disabled');
    const stranger = await buildUser(s.db, { companyId: otherCompanyId, account: 'ann_stranger' });
    people.stranger = {
      id: stranger.id,
      token: (await s.api.login(stranger.account, TEST_PASSWORD)).token,
    };
  });
  afterAll(() => s.close());

  /** Sends, and once sent waits for the fan-out job to have written every message. */
  const send = (body: unknown, token = adminToken) => sendAnnouncement(s.api, body, token);
  const unread = async (token: string) =>
    (await s.api.get<TMessageCount>('/api/study/me/message/count', { token })).body.data.count;
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(people).map(async ([k, p]) => [k, await unread(p.token)] as const),
      ),
    );
  const sentList = async (body: Record<string, unknown> = {}, token = adminToken) => {
    const res = await s.api.post<TPage<TAnnouncement>>('/api/manage/message/list', body, {
      token,
    });
    expect(res.body.ret).toBe(0);
    return res.body.data;
  };

  it('sends to everyone active in the company: one message each, logged, in the list', async () => {
    const before = await counts();
    const res = await send({
      title: 'All hands',
      content: 'Friday 10:00',
      audience: { all: true },
    });
    // admin, rnd, frontend, sales, none (the disabled user and the other company do not count)
    expect(res.body).toEqual({
      ret: 0,
      msg: 'Sent to 5 people',
      data: { announcementId: expect.any(Number), recipientCount: 5 },
    });
    const after = await counts();
    expect(after).toEqual({
      rnd: before.rnd! + 1,
      frontend: before.frontend! + 1,
      sales: before.sales! + 1,
      none: before.none! + 1,
      stranger: before.stranger,
    });
    expect(await unread(adminToken)).toBe(1);

    const listed = (await sentList()).list.find((a) => a.id === res.body.data.announcementId);
    expect(listed).toMatchObject({
      title: 'All hands',
      content: 'Friday 10:00',
      audience: { all: true },
      senderAccount: 'ann_admin',
      recipientCount: 5,
      readCount: 0,
      state: 'sent',
    });

    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'message' },
      { token: adminToken },
    );
    expect(log.body.data.list[0]).toMatchObject({
      action: 'send',
      entity: 'message',
      entityId: String(res.body.data.announcementId),
      summary: 'All hands',
      after: { recipientCount: 5, audience: { all: true } },
    });
  });

  it('keeps rich text through the one sanitiser, in the announcement and every copy', async () => {
    const res = await send({
      title: 'Drill',
      content:
        '<p>Meet at <strong>10:00</strong><script>alert(1)</script></p>' +
        '<p><a href="javascript:alert(1)">map</a> <img src="https://example.com/gate.png" onerror="alert(1)"></p>',
      audience: { userIds: [people.rnd!.id] },
    });
    expect(res.body.ret).toBe(0);
    const kept =
      '<p>Meet at <strong>10:00</strong></p><p><a>map</a> <img src="https://example.com/gate.png" /></p>';
    const listed = (await sentList()).list.find((a) => a.id === res.body.data.announcementId);
    expect(listed?.content).toBe(kept);
    const inbox = await s.api.post<TPage<TMessage>>(
      '/api/study/me/message/list',
      { page: 1, pageSize: 5 },
      { token: people.rnd!.token },
    );
    expect(inbox.body.data.list.find((m) => m.title === 'Drill')).toMatchObject({
      type: 'announcement',
      content: kept,
    });
  });

  it('sends to departments with their sub-departments, not to parents or siblings', async () => {
    const before = await counts();
    const res = await send({ title: 'R&D only', content: 'x', audience: { departmentIds: [rnd] } });
    expect(res.body.data.recipientCount).toBe(2);
    const after = await counts();
    expect(after.rnd).toBe(before.rnd! + 1);
    expect(after.frontend).toBe(before.frontend! + 1);
    expect(after.sales).toBe(before.sales);
    expect(after.none).toBe(before.none);

    const both = await send({
      title: 'Two',
      content: 'x',
      audience: { departmentIds: [frontend, sales, frontend] },
    });
    expect(both.body.data.recipientCount).toBe(2);
    const detail = await s.api.post<TAnnouncementDetail>(
      '/api/manage/message/detail',
      { id: both.body.data.announcementId },
      { token: adminToken },
    );
    expect(detail.body.data).toMatchObject({
      audience: { departmentIds: [frontend, sales] },
      departments: [
        { id: frontend, name: 'Frontend' },
        { id: sales, name: 'Sales' },
      ],
      users: [],
    });
  });

  it('sends to people of the company only; other companies\u2019 ids are ignored', async () => {
    const before = await counts();
    const res = await send({
      title: 'You two',
      content: 'x',
      audience: { userIds: [people.sales!.id, people.none!.id, people.stranger!.id] },
    });
    expect(res.body.data.recipientCount).toBe(2);
    const after = await counts();
    expect(after.sales).toBe(before.sales! + 1);
    expect(after.none).toBe(before.none! + 1);
    expect(after.stranger).toBe(before.stranger);
    expect(after.rnd).toBe(before.rnd);

    const detail = await s.api.post<TAnnouncementDetail>(
      '/api/manage/message/detail',
      { id: res.body.data.announcementId },
      { token: adminToken },
    );
    expect(detail.body.data.users.map((u) => u.account)).toEqual(['ann_sales', 'ann_none']);
  });

  it('refuses what cannot be sent with a message, and keeps nothing', async () => {
    const before = await counts();
    const total = (await sentList()).total;
    const refusals: [unknown, string][] = [
      [{ title: 'x', content: 'y', audience: {} }, 'Please choose who receives it'],
      [{ title: 'x', content: 'y', audience: { userIds: [] } }, 'Please choose who receives it'],
      [
        { title: 'x', content: 'y', audience: { all: true, departmentIds: [rnd] } },
        'Please choose who receives it',
      ],
      [{ title: 'x', content: 'y' }, 'Please choose who receives it'],
      [{ title: '  ', content: 'y', audience: { all: true } }, 'Please enter the title'],
      [{ title: 'x'.repeat(101), content: 'y', audience: { all: true } }, 'At most 100 characters'],
      [{ title: 'x', content: ' \n ', audience: { all: true } }, 'Content cannot be empty'],
      // Rich text that shows nothing, or nothing once sanitised, is empty too.
      [
        { title: 'x', content: '<p> </p><p>&nbsp;</p><br>', audience: { all: true } },
        'Content cannot be empty',
      ],
      [
        { title: 'x', content: '<script>alert(1)</script>', audience: { all: true } },
        'Content cannot be empty',
      ],
      [
        { title: 'x', content: 'y'.repeat(20_001), audience: { all: true } },
        'At most 20000 characters',
      ],
      [
        { title: 'x', content: 'y', audience: { userIds: [people.stranger!.id] } },
        'Nobody in the chosen audience can receive messages',
      ],
      [
        { title: 'x', content: 'y', audience: { departmentIds: [rnd, 2_000_000_000] } },
        'The department does not exist',
      ],
    ];
    for (const [body, msg] of refusals) {
      const res = await send(body);
      expect(res.body.ret, JSON.stringify(body).slice(0, 60)).toBe(1);
      expect(res.body.msg).toContain(msg);
    }
    // Another company's department is not this company's.
    const foreignDept = await buildDepartment(s.db, otherCompanyId, 'Elsewhere');
    const foreign = await send({
      title: 'x',
      content: 'y',
      audience: { departmentIds: [foreignDept.id] },
    });
    expect(foreign.body.msg).toBe('The department does not exist');
    // The longest allowed title and content go through.
    expect(
      (
        await send({
          title: 't'.repeat(100),
          content: 'c'.repeat(20_000),
          audience: { userIds: [people.rnd!.id] },
        })
      ).body.ret,
    ).toBe(0);
    expect((await sentList()).total).toBe(total + 1);
    const after = await counts();
    expect({ ...after, rnd: before.rnd }).toEqual(before);
  });

  it('refuses a non-administrator with ret 7 and sends nothing', async () => {
    const before = await counts();
    const res = await send({ title: 'x', content: 'y', audience: { all: true } }, learnerToken);
    expect(res.body).toEqual({
      ret: 7,
      msg: 'This account has no administrator rights',
      data: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('lists the company\u2019s announcements newest first, in pages, by keyword', async () => {
    const all = await sentList({ pageSize: 200 });
    expect(all.list.length).toBe(all.total);
    const times = all.list.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await sentList({ page: 2, pageSize: 2 });
    expect(page.list.map((a) => a.id)).toEqual(all.list.slice(2, 4).map((a) => a.id));
    expect((await sentList({ keyword: 'R&D' })).list.map((a) => a.title)).toEqual(['R&D only']);
    expect((await sentList({ keyword: '%' })).total).toBe(0);
    expect((await sentList({}, otherAdminToken)).total).toBe(0);
  });

  it('shows the detail of its own company only', async () => {
    const [first] = (await sentList()).list;
    const mine = await s.api.post(
      '/api/manage/message/detail',
      { id: first!.id },
      {
        token: adminToken,
      },
    );
    expect(mine.body.ret).toBe(0);
    const theirs = await s.api.post(
      '/api/manage/message/detail',
      { id: first!.id },
      {
        token: otherAdminToken,
      },
    );
    expect(theirs.body).toEqual({ ret: 1, msg: 'The message does not exist', data: null });
  });

  it('finds recipients by account or name within the company, at most 20', async () => {
    const search = async (keyword: string, token = adminToken) => {
      const res = await s.api.post<TRecipient[]>(
        '/api/manage/message/recipients',
        { keyword },
        { token },
      );
      expect(res.body.ret).toBe(0);
      return res.body.data;
    };
    expect(await search('fred')).toEqual([
      { id: people.frontend!.id, account: 'ann_frontend', realName: 'Fred Frontend' },
    ]);
    expect((await search('ann_')).map((u) => u.account)).toEqual([
      'ann_admin',
      'ann_frontend',
      'ann_none',
      'ann_rnd',
      'ann_sales',
    ]);
    expect(await search('ann_stranger')).toEqual([]);
    expect(await search('ann_gone')).toEqual([]);
    expect(await search('_')).toHaveLength(5);
    await buildManyUsers(s.db, companyId, 30, { prefix: 'many' });
    expect(await search('many')).toHaveLength(20);
    expect(await search('')).toHaveLength(20);
  });

  it('delivers each message once when a delivery runs again, and goes on where one stopped', async () => {
    const res = await send({
      title: 'Twice',
      content: 'x',
      audience: { userIds: ['rnd', 'frontend', 'sales', 'none'].map((k) => people[k]!.id) },
    });
    const id = res.body.data.announcementId;
    const repo = createMessageRepository(s.db);
    const a = (await repo.findAnnouncement(companyId, id))!;
    const recipients = audiencePeople(companyId, a.audience);
    const copies = async () =>
      (
        await s.db
          .select({ userId: messages.userId })
          .from(messages)
          .where(eq(messages.announcementId, id))
          .orderBy(messages.userId)
      ).map((r) => r.userId);
    const all = await copies();
    expect(all).toHaveLength(4);
    // A chunk run again (its attempt lost after the commit) writes nobody twice.
    expect(await repo.deliverChunk(a, recipients, 0, 100)).toEqual({
      lastUserId: all.at(-1),
      delivered: [],
    });
    // An attempt that stopped after the first two: the next goes on after the last one written.
    await s.db
      .delete(messages)
      .where(and(eq(messages.announcementId, id), gt(messages.userId, all[1]!)));
    expect(await repo.lastDelivered(id)).toBe(all[1]);
    const rest = await repo.deliverChunk(a, recipients, all[1]!, 2);
    expect(rest).toEqual({ lastUserId: all[3], delivered: all.slice(2, 4) });
    expect(await repo.deliverChunk(a, recipients, all[3]!, 2)).toEqual({
      lastUserId: null,
      delivered: [],
    });
    expect(await copies()).toEqual(all);
  });
});

describe('an announcement to a very large company', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('reaches 100,000 people in one send', async () => {
    const companyId = (await buildCompany(s.db)).id;
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    const { token } = await s.api.login(admin.account, TEST_PASSWORD);
    await buildManyUsers(s.db, companyId, 99_999, { prefix: 'crowd' });
    const started = Date.now();
    const res = await s.api.post<TSendMessageResponse>(
      '/api/manage/message/send',
      { title: 'Everyone', content: 'Hello, all of you', audience: { all: true } },
      { token },
    );
    const sendMs = Date.now() - started;
    expect(res.body.ret).toBe(0);
    expect(res.body.data.recipientCount).toBe(100_000);
    // The fan-out job writes them in chunks after the send; the announcement is then 'sent'.
    const detail = () =>
      s.api.post<TAnnouncementDetail>(
        '/api/manage/message/detail',
        { id: res.body.data.announcementId },
        { token },
      );
    await expect
      .poll(async () => (await detail()).body.data.state, { timeout: 90_000, interval: 250 })
      .toBe('sent');
    console.info(
      `send to 100,000 recipients: answered in ${sendMs} ms, delivered in ${Date.now() - started} ms`,
    );
    expect((await detail()).body.data.recipientCount).toBe(100_000);
    expect(
      (await s.api.get<TMessageCount>('/api/study/me/message/count', { token })).body.data,
    ).toEqual({ count: 1 });
    const [row] = await s.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.announcementId, res.body.data.announcementId));
    expect(row?.n).toBe(100_000);
  }, 120_000);
});
