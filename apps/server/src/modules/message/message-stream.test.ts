import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageTicket } from '@ascent/shared/message';
import { sendAnnouncement } from '../../../test/announcements.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { openStream, type OpenStream } from '../../../test/message-stream.ts';

/**
 * The bell's real-time count: a single-use, 60-second ticket (message/ticket), then the
 * Server-Sent Events stream (message/stream?ticket=...) that pushes `count` events whenever
 * the caller's unread count moves, whichever call or process moved it.
 */
describe('message stream', () => {
  let s: TestServer;
  let companyId: number;
  let adminToken: string;
  const open: OpenStream[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
  });
  afterAll(async () => {
    for (const o of open) o.close();
    await s.close();
  });

  async function signIn() {
    const user = await buildUser(s.db, { companyId });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  async function ticketFor(token: string) {
    const res = await s.api.post<TMessageTicket>('/api/study/me/message/ticket', {}, { token });
    expect(res.body.ret).toBe(0);
    expect(res.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return res.body.data.ticket;
  }
  async function stream(token: string) {
    const o = await openStream(s.baseUrl, await ticketFor(token));
    open.push(o);
    return o;
  }
  const send = (audience: unknown) =>
    sendAnnouncement(s.api, { title: 'Ping', content: 'x', audience }, adminToken);

  it('pushes the count at once, then a new count after a send, without asking', async () => {
    const me = await signIn();
    const bystander = await signIn();
    const mine = await stream(me.token);
    const theirs = await stream(bystander.token);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');
    expect(await mine.nextCount()).toBe(0);
    expect(await theirs.nextCount()).toBe(0);

    expect((await send({ userIds: [me.user.id] })).body.ret).toBe(0);
    expect(await mine.nextCount()).toBe(1);
    expect(await theirs.quietFor(300)).toBe(true);

    expect((await send({ all: true })).body.ret).toBe(0);
    expect(await mine.nextCount()).toBe(2);
    expect(await theirs.nextCount()).toBe(1);
  });

  it('follows reads and deletes made in another tab', async () => {
    const me = await signIn();
    await send({ userIds: [me.user.id] });
    await send({ userIds: [me.user.id] });
    const tab1 = await stream(me.token);
    const tab2 = await stream(me.token);
    expect(await tab1.nextCount()).toBe(2);
    expect(await tab2.nextCount()).toBe(2);
    const list = await s.api.post<{ list: { id: number }[] }>(
      '/api/study/me/message/list',
      {},
      { token: me.token },
    );
    const [first, second] = list.body.data.list;
    await s.api.post('/api/study/me/message/batchdel', { ids: [first!.id] }, { token: me.token });
    expect(await tab1.nextCount()).toBe(1);
    expect(await tab2.nextCount()).toBe(1);
    await s.api.post('/api/study/me/message/batchread', { ids: [second!.id] }, { token: me.token });
    expect(await tab1.nextCount()).toBe(0);
    await s.api.get('/api/study/me/message/readAll', { token: me.token });
    expect(await tab1.quietFor(300)).toBe(true); // nothing changed: nothing sent
  });

  it('takes a ticket once only', async () => {
    const me = await signIn();
    const ticket = await ticketFor(me.token);
    const first = await openStream(s.baseUrl, ticket);
    open.push(first);
    expect(await first.nextCount()).toBe(0);
    const again = await fetch(`${s.baseUrl}/api/study/me/message/stream?ticket=${ticket}`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      ret: 1,
      msg: 'The message stream ticket is invalid or has expired',
      data: null,
    });
  });

  it('refuses an expired, unknown or missing ticket', async () => {
    const me = await signIn();
    const ticket = await ticketFor(me.token);
    await s.expireState(`msg-ticket:${ticket}`);
    for (const query of [`?ticket=${ticket}`, '?ticket=made-up', '?ticket=', '']) {
      const res = await fetch(`${s.baseUrl}/api/study/me/message/stream${query}`, {
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json(), query).toMatchObject({ ret: 1, msg: '消息推送凭证无效或已过期' });
    }
  });

  it('needs a signed-in caller for a ticket', async () => {
    expect((await s.api.post('/api/study/me/message/ticket', {})).body.ret).toBe(2);
  });
});

describe('message stream on shutdown', () => {
  it('ends open streams so that the server can close', async () => {
    const s = await startTestServer();
    const companyId = (await buildCompany(s.db)).id;
    const user = await buildUser(s.db, { companyId });
    const { token } = await s.api.login(user.account, TEST_PASSWORD);
    const res = await s.api.post<TMessageTicket>('/api/study/me/message/ticket', {}, { token });
    const stream = await fetch(
      `${s.baseUrl}/api/study/me/message/stream?ticket=${res.body.data.ticket}`,
    );
    const reader = stream.body!.getReader();
    await reader.read(); // the first count
    const started = Date.now();
    await s.close();
    expect(Date.now() - started).toBeLessThan(5000);
    // The stream has ended (no error: the server finished it).
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
