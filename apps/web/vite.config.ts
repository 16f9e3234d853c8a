import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';

/**
 * The learner site: served at `/`, talking to the API at `/api` (the server on :3000 in dev).
 * A visit most often starts on the login page, the home, or a course or exam someone sent
 * (a notification, a chat message): those pages and the shell around them are its landing
 * pages, at their routes' addresses. `/` is not one: it leads to the home when signed in, to
 * the login page otherwise, and a first visit (signed out) would fetch the home for nothing.
 */
export default createViteConfig({
  base: '/',
  react,
  landingPages: {
    '/login': ['login-page'],
    '/study': ['main-layout', 'home-page'],
    '/course/detail': ['main-layout', 'course-detail-page'],
    '/exam/paper': ['exam-paper-page'],
  },
});
