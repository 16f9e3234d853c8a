import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TComment,
  TInteractionState,
  TMineComment,
  TMineFavorite,
  TMineLike,
} from '@ascent/shared/interaction';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * Favourites, likes and comments on items the learner may see (courses: item type 2), the
 * comment frequency limit and content rules, and the learner's own lists with batch delete.
 */
describe('interactions', () => {
  let s: TestServer;
  let learner: string;
  let other: string;
  let foreigner: string;
  let visible: number;
  let second: number;
  let hidden: number;
  let draft: number;
  let foreign: number;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const otherCompany = await buildCompany(s.db);
    const l = await buildUser(s.db, { companyId: company.id, realName: 'Lee' });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const o = await buildUser(s.db, { companyId: company.id, realName: 'Otto' });
    other = (await s.api.login(o.account, TEST_PASSWORD)).token;
    const f = await buildUser(s.db, { companyId: otherCompany.id });
    foreigner = (await s.api.login(f.account, TEST_PASSWORD)).token;
    visible = (
      await buildCourse(s.db, { companyId: company.id, title: 'Visible', cover: '/c.png' })
    ).id;
    second = (await buildCourse(s.db, { companyId: company.id, title: 'Second' })).id;
    hidden = (
      await buildCourse(s.db, {
        companyId: company.id,
        title: 'Hidden',
        audience: [{ kind: 'user', ref: String(o.id) }],
      })
    ).id;
    draft = (await buildCourse(s.db, { companyId: company.id, status: 'draft' })).id;
    foreign = (await buildCourse(s.db, { companyId: otherCompany.id })).id;
  });
  afterAll(() => s.close());

  const post = <T>(path: string, body: unknown, token = learner, lang = 'en-US') =>
    s.api.post<T>(`/api/study/${path}`, body, { token, lang });
  const course = (itemId: number) => ({ itemType: 2, itemId });

  it('favourites and likes a visible course, idempotently, with counts', async () => {
    expect((await post<TInteractionState>('interaction/state', course(visible))).body.data).toEqual(
      {
        favorited: false,
        liked: false,
        likeCount: 0,
        favoriteCount: 0,
      },
    );
    await post('interaction/favorite', { ...course(visible), on: true });
    const fav = await post<TInteractionState>('interaction/favorite', {
      ...course(visible),
      on: true,
    });
    expect(fav.body.data).toMatchObject({ favorited: true, favoriteCount: 1, liked: false });
    await post('interaction/like', { ...course(visible), on: true });
    await post('interaction/like', { ...course(visible), on: true }, other);
    expect(
      (await post<TInteractionState>('interaction/state', course(visible), other)).body.data,
    ).toEqual({
      favorited: false,
      liked: true,
      likeCount: 2,
      favoriteCount: 1,
    });
    const off = await post<TInteractionState>(
      'interaction/like',
      { ...course(visible), on: false },
      other,
    );
    expect(off.body.data).toMatchObject({ liked: false, likeCount: 1 });
    await post('interaction/favorite', { ...course(second), on: true });
    await post('interaction/like', { ...course(second), on: true });
  });

  it('refuses items the learner cannot see: audience, draft, other company, unknown type', async () => {
    const refused = {
      ret: 1,
      msg: 'The content does not exist or is not available to you',
      data: null,
    };
    for (const item of [
      course(hidden),
      course(draft),
      course(foreign),
      course(999999),
      { itemType: 77, itemId: visible },
    ]) {
      expect(
        (await post('interaction/favorite', { ...item, on: true })).body,
        JSON.stringify(item),
      ).toEqual(refused);
      expect((await post('interaction/like', { ...item, on: true })).body).toEqual(refused);
      expect((await post('interaction/state', item)).body).toEqual(refused);
      expect((await post('comment/list', item)).body).toEqual(refused);
      expect((await post('comment/add', { ...item, content: 'Hi' })).body).toEqual(refused);
    }
    expect((await post('interaction/state', course(visible), foreigner)).body).toEqual(refused);
    // The person in the audience may.
    expect((await post('interaction/like', { ...course(hidden), on: true }, other)).body.ret).toBe(
      0,
    );
  });

  it('adds comments within the rules: content 1-500, not blank, one per 10 seconds', async () => {
    expect((await post('comment/add', { ...course(visible), content: '   ' })).body).toEqual({
      ret: 1,
      msg: 'Content cannot be empty',
      data: { field: 'content' },
    });
    expect(
      (await post('comment/add', { ...course(visible), content: 'x'.repeat(501) })).body.ret,
    ).toBe(1);
    const first = await post<TComment>('comment/add', {
      ...course(visible),
      content: ' Great course <b>!</b> ',
    });
    expect(first.body).toMatchObject({
      ret: 0,
      msg: 'Commented',
      data: { content: 'Great course <b>!</b>', realName: 'Lee', mine: true },
    });
    expect((await post('comment/add', { ...course(visible), content: 'Again' })).body).toEqual({
      ret: 1,
      msg: 'Sorry, the frequency of your comments is too fast.',
      data: null,
    });
    expect(
      (await post('comment/add', { ...course(second), content: 'Again' }, learner, 'zh-CN')).body
        .msg,
    ).toBe('抱歉，您评论的频率太快了。');
    // Another learner is not limited by this one.
    expect(
      (await post('comment/add', { ...course(visible), content: 'Me too' }, other)).body.ret,
    ).toBe(0);
    await s.expireState(`comment-gap:${(first.body.data as TComment).userId}`);
    expect((await post('comment/add', { ...course(second), content: 'On second' })).body.ret).toBe(
      0,
    );
  });

  it('lists an item comments newest first, paged, marking the caller own', async () => {
    const page = (await post<TPage<TComment>>('comment/list', { ...course(visible), pageSize: 1 }))
      .body.data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list[0]).toMatchObject({ content: 'Me too', realName: 'Otto', mine: false });
    const p2 = (
      await post<TPage<TComment>>('comment/list', { ...course(visible), page: 2, pageSize: 1 })
    ).body.data;
    expect(p2.list[0]).toMatchObject({ content: 'Great course <b>!</b>', mine: true });
  });

  it('lists my favourites, likes and comments with titles and paths, and deletes my own only', async () => {
    const favs = (await post<TPage<TMineFavorite>>('me/favorite/list', {})).body.data;
    expect(favs.list.map((f) => [f.title, f.path, f.available])).toEqual([
      ['Second', `/course/detail?id=${second}`, true],
      ['Visible', `/course/detail?id=${visible}`, true],
    ]);
    expect(favs.list[1]!.cover).toBe('/c.png');
    const likes = (await post<TPage<TMineLike>>('me/like/list', { itemType: 2 })).body.data;
    expect(likes.list.map((l) => l.title)).toEqual(['Second', 'Visible']);
    const mine = (await post<TPage<TMineComment>>('me/comment/list', {})).body.data;
    expect(mine.list.map((m) => [m.title, m.content])).toEqual([
      ['Second', 'On second'],
      ['Visible', 'Great course <b>!</b>'],
    ]);
    const othersComment = (await post<TPage<TMineComment>>('me/comment/list', {}, other)).body.data
      .list[0]!;
    // Someone else's ids are ignored.
    expect(
      (await post('me/comment/batchdel', { ids: [othersComment.commentId] })).body.data,
    ).toEqual({ deleted: 0 });
    expect(
      (await post('me/comment/batchdel', { ids: mine.list.map((m) => m.commentId) })).body,
    ).toEqual({ ret: 0, msg: 'Deleted successfully', data: { deleted: 2 } });
    expect((await post<TPage<TMineComment>>('me/comment/list', {})).body.data.total).toBe(0);
    expect((await post<TPage<TComment>>('comment/list', course(visible))).body.data.total).toBe(1);
    expect(
      (await post('me/favorite/batchdel', { ids: [favs.list[0]!.favoriteId] }, other)).body.data,
    ).toEqual({
      deleted: 0,
    });
    expect(
      (await post('me/favorite/batchdel', { ids: [favs.list[0]!.favoriteId] })).body.data,
    ).toEqual({
      deleted: 1,
    });
    expect((await post<TPage<TMineFavorite>>('me/favorite/list', {})).body.data.total).toBe(1);
  });
});
