import type { LandingPages } from '@ascent/client/vite-config';

/**
 * The learner site's landing pages (vite.config.ts): the addresses a visit most often starts
 * at (the login page, the home, a course or an exam someone sent: a notification, a chat
 * message), with the pages each shows, the catalogues of the features whose texts they show
 * (src/app/landing-pages.test.ts keeps them equal to what the pages load) and the first data
 * call each starts from its page. `/` is not one: it leads to the home when signed in, to the login page otherwise, and a
 * first visit (signed out) would fetch the home for nothing.
 */
export const landingPages: LandingPages = {
  '/login': { pages: ['login-page'] },
  '/study': {
    pages: ['main-layout', 'home-page'],
    texts: ['home-study', 'task'],
    firstCall: { path: 'study/home/detail', picture: 'banners.0.imageUrl' },
  },
  '/course/detail': {
    pages: ['main-layout', 'course-detail-page'],
    texts: ['learning', 'interaction'],
    firstCall: { path: 'study/course/{id}/detail', picture: 'cover' },
  },
  '/exam/paper': { pages: ['exam-paper-page'], texts: ['exam'] },
};
