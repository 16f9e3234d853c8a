/**
 * What the course page asks for besides its course and the interaction parts, named once: the
 * page asks with these (learning-api.ts) and its landing page starts the same requests before
 * the site's code has arrived (apps/web/landing-pages.ts, first-call.ts). A course's id is a
 * number, or the landing page's `{id}` (the address's id).
 */

/**
 * me/check/learning/permission (may the learner study this course now) and me/learning/progress
 * (where the learner is in it): the course.
 */
export const courseBody = <Id extends number | string>(courseId: Id) => ({ courseId });
