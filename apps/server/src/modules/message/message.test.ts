import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TAnnouncement,
  TMessage,
  TMessageChange,
  TMessageCount,
} from '@ascent/shared/message';
import { sendAnnouncement } from '../../../test/announcements.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildMessage, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * The learner's inbox (spec s.7 Messages): count, list, batchread, batchdel, readAll. Each
 * call sees and changes only the caller's own messages; another user's ids are silently left
 * alone.
 */
describe('message inbox', () => {
  let s: TestServer;
  let companyId: number;
  let adminToken: string;
  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  async function signIn() {
    const user = await buildUser(s.db, { companyId });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  const count = async (token: string) => {
    const res = await s.api.get<TMessageCount>('/api/study/me/message/count', { token });
    expect(res.body.ret).toBe(0);
    return res.body.data.count;
  };
  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await s.api.post<TPage<TMessage>>('/api/study/me/message/list', body, { token });
    expect(res.body.ret).toBe(0);
    return res.body.data;
  };
  const send = (userIds: number[], title = 'Notice', content = 'Line one\nLine two') =>
    sendAnnouncement(s.api, { title, content, audience: { userIds } }, adminToken);

  describe('count', () => {
    it('is 0 for an empty inbox', async () => {
      const { token } = await signIn();
      expect(await count(token)).toBe(0);
    });

    it('counts only the caller\u2019s unread, undeleted messages', async () => {
      const me = await signIn();
      const other = await signIn();
      for (let i = 0; i < 3; i++) await buildMessage(s.db, companyId, me.user.id);
      await buildMessage(s.db, companyId, me.user.id, { isRead: true });
      await buildMessage(s.db, companyId, me.user.id, { deleted: true });
      await buildMessage(s.db, companyId, me.user.id, { deleted: true, isRead: true });
      for (let i = 0; i < 4; i++) await buildMessage(s.db, companyId, other.user.id);
      expect(await count(me.token)).toBe(3);
      expect(await count(other.token)).toBe(4);
    });

    it('is kept between polls yet follows every change at once, in every process', async () => {
      const me = await signIn();
      const elsewhere = await s.anotherProcess();
      const countThere = async () => {
        const res = await elsewhere.get<TMessageCount>('/api/study/me/message/count', {
          token: me.token,
        });
        return res.body.data.count;
      };
      // Both processes have read (and keep) the empty count.
      expect(await count(me.token)).toBe(0);
      expect(await countThere()).toBe(0);

      expect((await send([me.user.id])).body.ret).toBe(0);
      expect(await count(me.token)).toBe(1);
      await expect.poll(countThere, { timeout: 1000 }).toBe(1);

      const read = await elsewhere.get<TMessageChange>('/api/study/me/message/readAll', {
        token: me.token,
      });
      expect(read.body.data).toEqual({ changed: 1, count: 0 });
      expect(await countThere()).toBe(0);
      await expect.poll(() => count(me.token), { timeout: 1000 }).toBe(0);
    });
  });

  describe('list', () => {
    it('shows the caller\u2019s live messages newest first, in pages, with the text as sent', async () => {
      const me = await signIn();
      const other = await signIn();
      for (let i = 1; i <= 5; i++) expect((await send([me.user.id], `N${i}`)).body.ret).toBe(0);
      await send([other.user.id], 'Not yours');
      await buildMessage(s.db, companyId, me.user.id, { deleted: true });

      const page1 = await list(me.token, { page: 1, pageSize: 2 });
      expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(page1.list.map((m) => m.title)).toEqual(['N5', 'N4']);
      expect(page1.list[0]).toMatchObject({
        content: 'Line one\nLine two',
        type: 'announcement',
        isRead: false,
        readAt: null,
      });
      const page3 = await list(me.token, { page: 3, pageSize: 2 });
      expect(page3.list.map((m) => m.title)).toEqual(['N1']);
      expect((await list(me.token, { page: 9 })).list).toEqual([]);
      expect(JSON.stringify(await list(me.token, { pageSize: 100 }))).not.toContain('Not yours');
    });

    it('filters unread (isRead 0) and read (isRead 1)', async () => {
      const me = await signIn();
      await send([me.user.id], 'A');
      await send([me.user.id], 'B');
      const [b] = (await list(me.token)).list;
      await s.api.post('/api/study/me/message/batchread', { ids: [b!.id] }, { token: me.token });
      expect((await list(me.token, { isRead: 0 })).list.map((m) => m.title)).toEqual(['A']);
      const read = await list(me.token, { isRead: 1 });
      expect(read.list.map((m) => m.title)).toEqual(['B']);
      expect(read.list[0]?.readAt).toEqual(expect.any(String));
      expect((await list(me.token)).total).toBe(2);
    });
  });

  describe('batchread', () => {
    it('marks the caller\u2019s messages read and never touches another user\u2019s', async () => {
      const me = await signIn();
      const other = await signIn();
      await send([me.user.id], 'Mine 1');
      await send([me.user.id], 'Mine 2');
      await send([other.user.id], 'Theirs');
      const mine = (await list(me.token)).list.map((m) => m.id);
      const theirs = (await list(other.token)).list.map((m) => m.id);

      const res = await s.api.post<TMessageChange>(
        '/api/study/me/message/batchread',
        { ids: [mine[0], ...theirs] },
        { token: me.token },
      );
      expect(res.body).toMatchObject({ ret: 0, data: { changed: 1, count: 1 } });
      expect(await count(other.token)).toBe(1);
      expect((await list(other.token)).list[0]?.isRead).toBe(false);

      // Reading again, or ids that do not exist, changes nothing.
      const again = await s.api.post<TMessageChange>(
        '/api/study/me/message/batchread',
        { ids: [mine[0], 2_000_000_000] },
        { token: me.token },
      );
      expect(again.body.data).toEqual({ changed: 0, count: 1 });
    });

    it('counts each reader once in the announcement\u2019s read count', async () => {
      const a = await signIn();
      const b = await signIn();
      const sent = await send([a.user.id, b.user.id], 'Read me');
      const id = sent.body.data.announcementId;
      const readCount = async () => {
        const res = await s.api.post<TPage<TAnnouncement>>(
          '/api/manage/message/list',
          { pageSize: 200 },
          { token: adminToken },
        );
        return res.body.data.list.find((x) => x.id === id)?.readCount;
      };
      expect(await readCount()).toBe(0);
      const [msg] = (await list(a.token)).list;
      await s.api.post('/api/study/me/message/batchread', { ids: [msg!.id] }, { token: a.token });
      await s.api.post('/api/study/me/message/batchread', { ids: [msg!.id] }, { token: a.token });
      await s.api.get('/api/study/me/message/readAll', { token: a.token });
      expect(await readCount()).toBe(1);
      await s.api.get('/api/study/me/message/readAll', { token: b.token });
      expect(await readCount()).toBe(2);
    });
  });

  describe('batchdel', () => {
    it('hides the caller\u2019s messages (soft delete) and never touches another user\u2019s', async () => {
      const me = await signIn();
      const other = await signIn();
      await send([me.user.id], 'Keep');
      await send([me.user.id], 'Drop');
      await send([other.user.id], 'Theirs');
      const drop = (await list(me.token)).list.find((m) => m.title === 'Drop')!;
      const theirs = (await list(other.token)).list[0]!;

      const res = await s.api.post<TMessageChange>(
        '/api/study/me/message/batchdel',
        { ids: [drop.id, theirs.id] },
        { token: me.token },
      );
      expect(res.body).toMatchObject({ ret: 0, data: { changed: 1, count: 1 } });
      expect((await list(me.token)).list.map((m) => m.title)).toEqual(['Keep']);
      expect((await list(other.token)).list.map((m) => m.title)).toEqual(['Theirs']);
      expect(await count(other.token)).toBe(1);

      // A deleted message cannot be read or deleted again.
      const read = await s.api.post<TMessageChange>(
        '/api/study/me/message/batchread',
        { ids: [drop.id] },
        { token: me.token },
      );
      expect(read.body.data.changed).toBe(0);
      const twice = await s.api.post<TMessageChange>(
        '/api/study/me/message/batchdel',
        { ids: [drop.id] },
        { token: me.token },
      );
      expect(twice.body.data.changed).toBe(0);
    });

    it('refuses an empty or oversized id list with ret 1 and changes nothing', async () => {
      const me = await signIn();
      await send([me.user.id]);
      for (const ids of [[], Array.from({ length: 501 }, (_, i) => i + 1)]) {
        const res = await s.api.post(
          '/api/study/me/message/batchdel',
          { ids },
          { token: me.token },
        );
        expect(res.body.ret).toBe(1);
      }
      expect((await list(me.token)).total).toBe(1);
    });
  });

  describe('readAll', () => {
    it('reads every message of the caller only', async () => {
      const me = await signIn();
      const other = await signIn();
      await send([me.user.id, other.user.id], 'Both');
      await send([me.user.id], 'Mine');
      const res = await s.api.get<TMessageChange>('/api/study/me/message/readAll', {
        token: me.token,
      });
      expect(res.body).toMatchObject({
        ret: 0,
        msg: 'Success',
        data: { changed: 2, count: 0 },
      });
      expect(await count(me.token)).toBe(0);
      expect(await count(other.token)).toBe(1);
      expect((await list(me.token, { isRead: 0 })).total).toBe(0);
    });
  });
});
