import type { AppChunk } from '@ascent/client/vite-config';

/**
 * What the signed-in pages share besides the plain components, in the chunk of the layout they
 * all sit in (`main-layout`): the shell (header, menu, search, footer), logging out, the
 * mutation hook, and three small helpers (item types, rank periods, department labels). Left to
 * Rolldown they came as seven chunks of 0.1 to 2 KiB beside the layout, each a round trip on
 * a phone's network (issue 14). The hand-over to the admin site and its header gates stay
 * apart (the login page uses them), and so does the not-found page (a page of its own).
 */
export const SIGNED_IN_SHARED = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]features[\\/]shell[\\/](?!lib[\\/](admin-handover|header-gates)\.ts$|components[\\/]not-found-page\.tsx$)`,
    String.raw`apps[\\/]web[\\/]src[\\/]features[\\/]mine[\\/]lib[\\/]department-label\.ts$`,
    String.raw`packages[\\/]shared[\\/]src[\\/](learning[\\/]rank-period|course[\\/]course-types)\.ts$`,
    String.raw`packages[\\/]client[\\/]src[\\/]app[\\/](header[\\/]|hooks[\\/]use-logout\.ts$)`,
    String.raw`node_modules[\\/]@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js$`,
  ].join('|'),
);

/**
 * Favourites, likes, sharing and comments with their calls and keys, beside every course and
 * piece of knowledge: one chunk instead of two (the calls and keys came apart, for the pages
 * that only refresh them). The WeCom share card's logic stays apart: it loads inside WeCom only.
 */
export const INTERACTION = new RegExp(
  String.raw`apps[\\/]web[\\/]src[\\/]features[\\/]interaction[\\/](api|hooks|lib[\\/](?!suite-share\.ts$)|interaction\.css$|components[\\/](CommentList|FavoriteButton|LikeButton|ShareButton)\.tsx$)`,
);

/** The learner site's own chunks (vite.config.ts; src/app/app-chunks.test.ts checks them). */
export const appChunks: readonly AppChunk[] = [
  { name: 'main-layout', test: SIGNED_IN_SHARED },
  { name: 'interaction', test: INTERACTION },
];
