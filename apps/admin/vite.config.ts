import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';

/** The admin site: served at `/manage/`, talking to the API at `/api` (the server on :3000 in dev). */
export default createViteConfig({ base: '/manage/', react, port: 5174 });
