import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageCount } from '@ascent/shared/message';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildMessage, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** study/me/message/count: the bell counts the caller's unread, undeleted messages only. */
describe('message count', () => {
  let s: TestServer;
  let companyId: number;
  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
  });
  afterAll(() => s.close());

  async function signIn() {
    const user = await buildUser(s.db, { companyId });
    return { user, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  const count = async (token: string) => {
    const res = await s.api.get<TMessageCount>('/api/study/me/message/count', { token });
    expect(res.body.ret).toBe(0);
    return res.body.data;
  };

  it('is 0 for an empty inbox', async () => {
    const { token } = await signIn();
    expect(await count(token)).toEqual({ count: 0 });
  });

  it('counts only the caller\u2019s unread, undeleted messages', async () => {
    const me = await signIn();
    const other = await signIn();
    for (let i = 0; i < 3; i++) await buildMessage(s.db, companyId, me.user.id);
    await buildMessage(s.db, companyId, me.user.id, { isRead: true });
    await buildMessage(s.db, companyId, me.user.id, { isRead: true });
    await buildMessage(s.db, companyId, me.user.id, { deleted: true });
    await buildMessage(s.db, companyId, me.user.id, { deleted: true, isRead: true });
    for (let i = 0; i < 4; i++) await buildMessage(s.db, companyId, other.user.id);
    expect(await count(me.token)).toEqual({ count: 3 });
    expect(await count(other.token)).toEqual({ count: 4 });
  });

  it('follows new messages', async () => {
    const me = await signIn();
    await buildMessage(s.db, companyId, me.user.id);
    expect((await count(me.token)).count).toBe(1);
    await buildMessage(s.db, companyId, me.user.id);
    expect((await count(me.token)).count).toBe(2);
  });
});
