import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZCommentAdd,
  ZCommentListQuery,
  ZInteractionItem,
  ZInteractionToggle,
  ZMineListQuery,
  ZMineReplyListQuery,
} from '@ascent/shared/interaction';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { InteractionService } from './interaction.service.ts';

/** Favourites, likes, comments (learner) and the learner's own lists (spec s.7 "Learning"). */
export function interactionRoutes(service: InteractionService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/interaction/state', async (req) => {
      const item = parseInput(ZInteractionItem, req.body);
      return ok(await service.state(requireActor(req.actor), item));
    });
    app.post('/api/study/interaction/favorite', async (req) => {
      const input = parseInput(ZInteractionToggle, req.body);
      return ok(await service.favorite(requireActor(req.actor), input));
    });
    app.post('/api/study/interaction/like', async (req) => {
      const input = parseInput(ZInteractionToggle, req.body);
      return ok(await service.like(requireActor(req.actor), input));
    });
    app.post('/api/study/comment/list', async (req) => {
      const q = parseInput(ZCommentListQuery, req.body);
      return ok(await service.comments(requireActor(req.actor), q));
    });
    app.post('/api/study/comment/add', async (req) => {
      const input = parseInput(ZCommentAdd, req.body);
      const comment = await service.addComment(requireActor(req.actor), input);
      const msg = input.replyTo ? 'interaction.replied' : 'interaction.commented';
      return ok(comment, translate(msg, req.locale));
    });
    app.post('/api/study/me/favorite/list', async (req) => {
      const q = parseInput(ZMineListQuery, req.body);
      return ok(await service.myFavorites(requireActor(req.actor), q));
    });
    app.post('/api/study/me/favorite/batchdel', async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      const deleted = await service.removeFavorites(requireActor(req.actor), ids);
      return ok({ deleted }, translate('common.deleted', req.locale));
    });
    app.post('/api/study/me/like/list', async (req) => {
      const q = parseInput(ZMineListQuery, req.body);
      return ok(await service.myLikes(requireActor(req.actor), q));
    });
    app.post('/api/study/me/comment/list', async (req) => {
      const q = parseInput(ZMineListQuery, req.body);
      return ok(await service.myComments(requireActor(req.actor), q));
    });
    app.post('/api/study/me/reply/list', async (req) => {
      const q = parseInput(ZMineReplyListQuery, req.body);
      return ok(await service.myReplies(requireActor(req.actor), q));
    });
    app.post('/api/study/me/comment/batchdel', async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      const deleted = await service.removeComments(requireActor(req.actor), ids);
      return ok({ deleted }, translate('common.deleted', req.locale));
    });
  };
}
