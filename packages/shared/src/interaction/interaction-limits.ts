/**
 * The comment limits of @ascent/shared/interaction: plain values in a module of their own, so a
 * page that shows comments (the course detail page) does not bring zod with the schemas beside
 * them (issue 14).
 */

export const COMMENT_MAX = 500;
/** One comment per this many seconds per learner ('Sorry, the frequency of your comments is too fast.'). */
export const COMMENT_INTERVAL_SECONDS = 10;
