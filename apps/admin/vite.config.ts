import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';

const dashboard = { pages: ['admin-layout', 'dashboard-page'] };

/** The admin site: served at `/manage/`; a visit starts on its login page or its dashboard. */
export default createViteConfig({
  base: '/manage/',
  react,
  port: 5174,
  landingPages: {
    '/manage/login': { pages: ['login-page'] },
    '/manage': dashboard,
    '/manage/': dashboard,
  },
});
