import { interactionEndpoints } from '@ascent/shared/interaction/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { InteractionService } from './interaction.service.ts';

/** Favourites, likes, comments (learner) and the learner's own lists (spec s.7 "Learning"). */
export function interactionRoutes(service: InteractionService) {
  return bind(interactionEndpoints, {
    'POST /api/study/interaction/state': ({ actor, body }) => service.state(actor, body),
    'POST /api/study/interaction/favorite': ({ actor, body }) => service.favorite(actor, body),
    'POST /api/study/interaction/like': ({ actor, body }) => service.like(actor, body),
    'POST /api/study/comment/list': ({ actor, body }) => service.comments(actor, body),
    'POST /api/study/comment/add': async ({ actor, body }) =>
      answer(
        await service.addComment(actor, body),
        body.replyTo ? 'interaction.replied' : 'interaction.commented',
      ),
    'POST /api/study/me/favorite/list': ({ actor, body }) => service.myFavorites(actor, body),
    'POST /api/study/me/favorite/batchdel': async ({ actor, body }) =>
      answer({ deleted: await service.removeFavorites(actor, body.ids) }, 'common.deleted'),
    'POST /api/study/me/like/list': ({ actor, body }) => service.myLikes(actor, body),
    'POST /api/study/me/comment/list': ({ actor, body }) => service.myComments(actor, body),
    'POST /api/study/me/reply/list': ({ actor, body }) => service.myReplies(actor, body),
    'POST /api/study/me/comment/batchdel': async ({ actor, body }) =>
      answer({ deleted: await service.removeComments(actor, body.ids) }, 'common.deleted'),
  });
}
