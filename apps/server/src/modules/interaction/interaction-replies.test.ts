import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TComment, TMineReplyPage } from '@ascent/shared/interaction';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * Replies (issue 22): comment/add with replyTo, and me/reply/list, the replies others wrote
 * to the learner's comments, paged, with read state (reading a page marks it read).
 */
describe('replies to my comments', () => {
  let s: TestServer;
  let companyId: number;
  let course: number;
  let other: number;
  const people: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const otherCompany = await buildCompany(s.db);
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'])
      people[name] = (
        await s.api.login(
          (await buildUser(s.db, { companyId, realName: name })).account,
          TEST_PASSWORD,
        )
      ).token;
    people.Foreigner = (
      await s.api.login(
        (await buildUser(s.db, { companyId: otherCompany.id })).account,
        TEST_PASSWORD,
      )
    ).token;
    course = (await buildCourse(s.db, { companyId, title: 'Safety first' })).id;
    other = (await buildCourse(s.db, { companyId, title: 'Other course' })).id;
  });
  afterAll(() => s.close());

  const comment = (who: string, content: string, replyTo?: number, itemId = course) =>
    s.api.post<TComment>(
      '/api/study/comment/add',
      { itemType: 2, itemId, content, ...(replyTo ? { replyTo } : {}) },
      { token: people[who]!, lang: 'en-US' },
    );
  const replies = (who: string, body: object = {}) =>
    s.api.post<TMineReplyPage>('/api/study/me/reply/list', body, { token: people[who]! });

  it('lists replies to my comments, paged, newest first, marking each page read', async () => {
    const mine = await comment('Ann', 'Wear the helmet');
    expect(mine.body.ret).toBe(0);
    const annComment = mine.body.data.commentId;

    const first = await comment('Ben', 'Agreed', annComment);
    expect(first.body).toMatchObject({
      ret: 0,
      msg: 'Replied',
      data: { replyTo: { commentId: annComment, realName: 'Ann' } },
    });
    expect((await comment('Cat', 'Also gloves', annComment)).body.ret).toBe(0);
    expect((await comment('Dan', 'And boots', annComment)).body.ret).toBe(0);

    // The item's comment list names whom a reply answers.
    const onItem = await s.api.post<TPage<TComment>>(
      '/api/study/comment/list',
      { itemType: 2, itemId: course },
      { token: people.Eve! },
    );
    expect(onItem.body.data.list.find((c) => c.content === 'Agreed')?.replyTo).toEqual({
      commentId: annComment,
      realName: 'Ann',
    });
    expect(onItem.body.data.list.find((c) => c.content === 'Wear the helmet')?.replyTo).toBeNull();

    const page1 = await replies('Ann', { page: 1, pageSize: 2 });
    expect(page1.body.ret).toBe(0);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2, unread: 1 });
    expect(page1.body.data.list.map((r) => [r.content, r.realName, r.read])).toEqual([
      ['And boots', 'Dan', false],
      ['Also gloves', 'Cat', false],
    ]);
    expect(page1.body.data.list[0]).toMatchObject({
      itemType: 2,
      itemId: course,
      title: 'Safety first',
      available: true,
      comment: { commentId: annComment, content: 'Wear the helmet' },
    });

    const page2 = await replies('Ann', { page: 2, pageSize: 2 });
    expect(page2.body.data.list.map((r) => [r.content, r.read])).toEqual([['Agreed', false]]);
    expect(page2.body.data.unread).toBe(0);

    // Read now: the same page shows them read.
    const again = await replies('Ann', { page: 1, pageSize: 2 });
    expect(again.body.data.list.map((r) => r.read)).toEqual([true, true]);
    expect(again.body.data.unread).toBe(0);
  });

  it("never shows another learner's replies, nor my own replies to my comment", async () => {
    const eve = await comment('Eve', 'My own thread');
    // Fay replies to Eve; Eve answers in her own thread.
    expect((await comment('Fay', 'Nice', eve.body.data.commentId)).body.ret).toBe(0);
    // Ben's and the others' lists do not carry Eve's replies.
    const ben = await replies('Ben');
    expect(ben.body.data.list.every((r) => r.comment.content !== 'My own thread')).toBe(true);
    const fay = await replies('Fay');
    expect(fay.body.data).toMatchObject({ total: 0, list: [], unread: 0 });
    const eves = await replies('Eve');
    expect(eves.body.data.list.map((r) => r.content)).toEqual(['Nice']);
    // Reading someone else's replies is not possible: the list is always the caller's own.
    const foreign = await replies('Foreigner');
    expect(foreign.body.data.total).toBe(0);
  });

  it('refuses a reply to a comment on another item or unknown, and bad paging', async () => {
    const dan = await s.api.post<TPage<TComment>>(
      '/api/study/comment/list',
      { itemType: 2, itemId: course },
      { token: people.Dan! },
    );
    const target = dan.body.data.list[0]!.commentId;
    // A learner of another company cannot see the course, so cannot answer its comments.
    const foreign = await s.api.post(
      '/api/study/comment/add',
      { itemType: 2, itemId: course, content: 'Hi', replyTo: target },
      { token: people.Foreigner!, lang: 'en-US' },
    );
    expect(foreign.body).toMatchObject({
      ret: 1,
      msg: 'The content does not exist or is not available to you',
    });
    const wrongItem = await s.api.post(
      '/api/study/comment/add',
      { itemType: 2, itemId: other, content: 'Hi', replyTo: target },
      { token: people.Cat!, lang: 'zh-CN' },
    );
    expect(wrongItem.body).toMatchObject({ ret: 1, msg: '要回复的评论不存在' });
    const unknown = await s.api.post(
      '/api/study/comment/add',
      { itemType: 2, itemId: course, content: 'Hi', replyTo: 2_000_000 },
      { token: people.Cat!, lang: 'en-US' },
    );
    expect(unknown.body.msg).toBe('The comment you are replying to does not exist');
    const tooBig = await replies('Ann', { pageSize: 51 });
    expect(tooBig.body.ret).toBe(1);
    const stray = await replies('Ann', { itemType: 2 });
    expect(stray.body.ret).toBe(1);
  });
});
