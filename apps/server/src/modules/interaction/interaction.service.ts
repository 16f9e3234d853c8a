import type { TPage } from '@ascent/shared/admin';
import {
  COMMENT_INTERVAL_SECONDS,
  type TComment,
  type TCommentAdd,
  type TInteractionItem,
  type TInteractionItemView,
  type TInteractionState,
  type TInteractionToggle,
  type TMineComment,
  type TMineFavorite,
  type TMineLike,
  type TMineReplyPage,
} from '@ascent/shared/interaction';
import type { Actor } from '../../core/context.ts';
import type { Access } from '../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import type { InteractionRegistry } from './interaction.registry.ts';
import type { InteractionRepository, MarkRow } from './interaction.repository.ts';

type Paged = { page: number; pageSize: number };

/**
 * Favourites, likes and comments: only on items the learner may see (the owning module's
 * resolver decides), each learner's own marks and comments, one comment per
 * COMMENT_INTERVAL_SECONDS per learner (shared state, so it holds across server processes).
 */
export function createInteractionService(deps: {
  db: Db;
  repo: InteractionRepository;
  registry: InteractionRegistry;
  /** The learner's scope and which items of a kind the learner may see. */
  access: Access;
  state: SharedState;
  /** Names and portraits of commenters (the people directory). */
  people: Pick<PeopleDirectory, 'cards'>;
}) {
  const { repo, registry, access } = deps;

  /** Refuses an item the learner cannot see (unknown type, missing, other company, hidden). */
  async function requireVisible(actor: Actor, item: TInteractionItem): Promise<void> {
    const resolver = registry.get(item.itemType);
    if (!resolver) throw fail('interaction.itemNotFound');
    const scope = await access.learner(actor);
    if (!(await access.canSee(deps.db, scope, resolver.kind, { id: item.itemId })))
      throw fail('interaction.itemNotFound');
  }

  /** Titles, covers and paths of the items in a list, grouped by type (one query per type). */
  async function views(
    actor: Actor,
    items: { itemType: number; itemId: number }[],
  ): Promise<(row: { itemType: number; itemId: number }) => TInteractionItemView> {
    const scope = await access.learner(actor);
    const byType = new Map<number, number[]>();
    for (const i of items) byType.set(i.itemType, [...(byType.get(i.itemType) ?? []), i.itemId]);
    const known = new Map<string, TInteractionItemView>();
    await Promise.all(
      [...byType].map(async ([itemType, ids]) => {
        const resolver = registry.get(itemType);
        if (!resolver) return;
        const [info, visible] = await Promise.all([
          resolver.describe(actor.companyId, ids),
          access.visibleIds(deps.db, scope, resolver.kind, ids),
        ]);
        for (const [id, i] of info)
          known.set(`${itemType}:${id}`, {
            itemType,
            itemId: id,
            title: i.title,
            cover: i.cover,
            path: visible.has(id) ? i.path : '',
            available: visible.has(id),
          });
      }),
    );
    return (r) =>
      known.get(`${r.itemType}:${r.itemId}`) ?? {
        itemType: r.itemType,
        itemId: r.itemId,
        title: '',
        cover: '',
        path: '',
        available: false,
      };
  }

  async function state(actor: Actor, item: TInteractionItem): Promise<TInteractionState> {
    const [fav, like] = await Promise.all([
      repo.favorites.state(actor.userId, item.itemType, item.itemId),
      repo.likes.state(actor.userId, item.itemType, item.itemId),
    ]);
    return {
      favorited: fav.mine,
      liked: like.mine,
      favoriteCount: fav.count,
      likeCount: like.count,
    };
  }

  const ref = (actor: Actor, item: TInteractionItem) => ({
    companyId: actor.companyId,
    userId: actor.userId,
    itemType: item.itemType,
    itemId: item.itemId,
  });

  async function markList(
    actor: Actor,
    marks: InteractionRepository['favorites'],
    q: Paged & { itemType?: number },
  ) {
    const { rows, total } = await marks.mine(
      actor.userId,
      q.itemType,
      (q.page - 1) * q.pageSize,
      q.pageSize,
    );
    const view = await views(actor, rows);
    const list = rows.map((r: MarkRow) => ({
      ...view(r),
      id: r.id,
      createdAt: r.createdAt.toISOString(),
    }));
    return { list, total, page: q.page, pageSize: q.pageSize };
  }

  return {
    async state(actor: Actor, item: TInteractionItem): Promise<TInteractionState> {
      await requireVisible(actor, item);
      return state(actor, item);
    },
    async favorite(actor: Actor, input: TInteractionToggle): Promise<TInteractionState> {
      await requireVisible(actor, input);
      await repo.favorites.set(ref(actor, input), input.on);
      return state(actor, input);
    },
    async like(actor: Actor, input: TInteractionToggle): Promise<TInteractionState> {
      await requireVisible(actor, input);
      await repo.likes.set(ref(actor, input), input.on);
      return state(actor, input);
    },

    async comments(actor: Actor, q: TInteractionItem & Paged): Promise<TPage<TComment>> {
      await requireVisible(actor, q);
      const { rows, total } = await repo.comments(
        repo.itemComments(q.itemType, q.itemId),
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const people = await deps.people.cards(actor.companyId, [
        ...rows.map((r) => r.userId),
        ...rows.flatMap((r) => (r.replyToUserId ? [r.replyToUserId] : [])),
      ]);
      return {
        list: rows.map((r) => ({
          commentId: r.id,
          userId: r.userId,
          realName: people.get(r.userId)?.realName ?? '',
          portrait: people.get(r.userId)?.portrait ?? '',
          content: r.content,
          createdAt: r.createdAt.toISOString(),
          mine: r.userId === actor.userId,
          replyTo: r.replyToId
            ? {
                commentId: r.replyToId,
                realName: people.get(r.replyToUserId ?? 0)?.realName ?? '',
              }
            : null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async addComment(actor: Actor, input: TCommentAdd): Promise<TComment> {
      await requireVisible(actor, input);
      // A reply answers a comment on the same item, of the same company.
      const parent = input.replyTo
        ? await repo.findItemComment(actor.companyId, input.itemType, input.itemId, input.replyTo)
        : undefined;
      if (input.replyTo && !parent) throw fail('interaction.replyTargetNotFound');
      if (!(await deps.state.lock(`comment-gap:${actor.userId}`, COMMENT_INTERVAL_SECONDS)))
        throw fail('interaction.commentTooFast');
      const row = await repo.addComment(
        ref(actor, input),
        input.content,
        parent ? { id: parent.id, userId: parent.userId } : null,
      );
      const cards = await deps.people.cards(actor.companyId, [
        actor.userId,
        ...(parent ? [parent.userId] : []),
      ]);
      const me = cards.get(actor.userId);
      return {
        commentId: row.id,
        userId: row.userId,
        realName: me?.realName ?? '',
        portrait: me?.portrait ?? '',
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        mine: true,
        replyTo: parent
          ? { commentId: parent.id, realName: cards.get(parent.userId)?.realName ?? '' }
          : null,
      };
    },

    async myFavorites(
      actor: Actor,
      q: Paged & { itemType?: number },
    ): Promise<TPage<TMineFavorite>> {
      const page = await markList(actor, repo.favorites, q);
      return { ...page, list: page.list.map(({ id, ...r }) => ({ ...r, favoriteId: id })) };
    },
    async myLikes(actor: Actor, q: Paged & { itemType?: number }): Promise<TPage<TMineLike>> {
      const page = await markList(actor, repo.likes, q);
      return { ...page, list: page.list.map(({ id, ...r }) => ({ ...r, likeId: id })) };
    },
    async myComments(actor: Actor, q: Paged & { itemType?: number }): Promise<TPage<TMineComment>> {
      const { rows, total } = await repo.comments(
        repo.userComments(actor.userId, q.itemType),
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const view = await views(actor, rows);
      return {
        list: rows.map((r) => ({
          ...view(r),
          commentId: r.id,
          content: r.content,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    /**
     * me/reply/list: replies others wrote to the learner's comments, newest first. Reading a
     * page marks its replies read; each row shows its state before this call, and `unread`
     * what is left unread after it.
     */
    async myReplies(actor: Actor, q: Paged): Promise<TMineReplyPage> {
      const { rows, total, unread } = await repo.repliesTo(
        actor.userId,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const [view, people] = await Promise.all([
        views(
          actor,
          rows.map((r) => r.reply),
        ),
        deps.people.cards(
          actor.companyId,
          rows.map((r) => r.reply.userId),
        ),
      ]);
      const marked = await repo.markRepliesRead(
        actor.userId,
        rows.filter((r) => !r.reply.readAt).map((r) => r.reply.id),
      );
      return {
        list: rows.map(({ reply: r, parentId, parentContent }) => ({
          ...view(r),
          replyId: r.id,
          userId: r.userId,
          realName: people.get(r.userId)?.realName ?? '',
          portrait: people.get(r.userId)?.portrait ?? '',
          content: r.content,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
          comment: { commentId: parentId, content: parentContent },
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        unread: Math.max(0, unread - marked),
      };
    },
    /** Deletes the learner's own favourites among ids (others' ids are ignored); the count. */
    async removeFavorites(actor: Actor, ids: number[]): Promise<number> {
      return repo.favorites.deleteMine(actor.userId, ids);
    },
    async removeComments(actor: Actor, ids: number[]): Promise<number> {
      return repo.deleteMyComments(actor.userId, ids);
    },
  };
}
export type InteractionService = ReturnType<typeof createInteractionService>;
