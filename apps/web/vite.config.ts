import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';

/**
 * The learner site: served at `/`, talking to the API at `/api` (the server on :3000 in dev).
 * A visit most often starts on the login page, the home, or a course or exam someone sent
 * (a notification, a chat message): those pages and the shell around them are its landing pages.
 */
export default createViteConfig({
  base: '/',
  react,
  landingPages: ['login-page', 'main-layout', 'home-page', 'course-detail-page', 'exam-paper-page'],
});
