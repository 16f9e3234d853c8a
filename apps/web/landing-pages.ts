import type { FirstCall, LandingPages } from '@ascent/client/vite-config';
import {
  CONTINUE_BODY,
  FIRST_RANK_PERIOD,
  RANK_SHOWN,
  TODOS_SHOWN,
  learnRankBody,
  todoCoursesBody,
  todoTasksBody,
} from './src/features/home-study/api/home-calls.ts';
import { ITEM_TYPE } from '@ascent/shared/course';
import {
  COMMENTS_SHOWN,
  commentsBody,
  itemBody,
} from './src/features/interaction/api/interaction-calls.ts';
import { courseBody } from './src/features/learning/api/course-calls.ts';

/**
 * The learner site's landing pages (vite.config.ts): the addresses a visit most often starts
 * at (the login page, the home, a course or an exam someone sent: a notification, a chat
 * message), with the pages each shows, the catalogues of the features whose texts they show
 * (src/i18n/landing-texts.test.ts keeps them equal to what the pages load) and the calls each
 * page's first render makes, started from the page itself (first-call.ts). `/` is not one: it leads to the home when signed in, to the login page otherwise, and a
 * first visit (signed out) would fetch the home for nothing.
 */
/**
 * What the signed-in shell's first render asks for (the header's company, menu and person, and
 * the company's switches), as `usePlatformConfig`, `useCompanyInfo`, `useProfile` and
 * `useHeaderMenu` ask.
 */
const SHELL_CALLS: readonly FirstCall[] = [
  { method: 'POST', path: 'study/platform/config', body: { site: '{host}', platform: 'web' } },
  { path: 'study/me/company/config' },
  { path: 'study/me/profile' },
  { path: 'study/home/menu/pc' },
];

/** What the home's sections ask for as they first show (home-calls.ts). */
const HOME_SECTION_CALLS: readonly FirstCall[] = [
  { method: 'POST', path: 'study/me/course/list', body: CONTINUE_BODY },
  { method: 'POST', path: 'study/center/todo/list', body: todoTasksBody(TODOS_SHOWN) },
  { method: 'POST', path: 'study/center/todo/list/course', body: todoCoursesBody(TODOS_SHOWN) },
  {
    method: 'POST',
    path: 'study/rank/learnrank',
    body: learnRankBody(FIRST_RANK_PERIOD, RANK_SHOWN),
  },
];

/**
 * What the course page's first render asks for besides its course: may the learner study it,
 * how far they are, their favourite and like, and the first page of comments (course-calls.ts,
 * interaction-calls.ts). `{id}` is the address's id.
 */
const COURSE_ITEM = itemBody(ITEM_TYPE.course, '{id}');
const COURSE_PART_CALLS: readonly FirstCall[] = [
  { method: 'POST', path: 'study/me/check/learning/permission', body: courseBody('{id}') },
  // Asked for once the permission is granted: started at once, it is simply not used otherwise.
  { method: 'POST', path: 'study/me/learning/progress', body: courseBody('{id}') },
  { method: 'POST', path: 'study/interaction/state', body: COURSE_ITEM },
  {
    method: 'POST',
    path: 'study/comment/list',
    body: commentsBody(COURSE_ITEM, 1, COMMENTS_SHOWN),
  },
];

export const landingPages: LandingPages = {
  '/login': { pages: ['login-page'] },
  '/study': {
    pages: ['main-layout', 'home-page'],
    texts: ['home-study', 'task'],
    firstCalls: [
      { path: 'study/home/detail', picture: 'banners.0.imageUrl' },
      ...HOME_SECTION_CALLS,
      ...SHELL_CALLS,
    ],
  },
  '/course/detail': {
    pages: ['main-layout', 'course-detail-page'],
    texts: ['learning', 'interaction'],
    firstCalls: [
      { path: 'study/course/{id}/detail', picture: 'cover' },
      ...COURSE_PART_CALLS,
      ...SHELL_CALLS,
    ],
  },
  // The paper itself is not among them: the answer's clock counts from when the site's code
  // receives it (paper-prefetch.ts).
  '/exam/paper': { pages: ['exam-paper-page'], texts: ['exam'], firstCalls: SHELL_CALLS },
};
