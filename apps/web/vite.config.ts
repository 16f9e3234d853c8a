import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';
import { appChunks } from './app-chunks.ts';
import { landingPages } from './landing-pages.ts';

/** The learner site: served at `/`, talking to the API at `/api` (the server on :3000 in dev). */
export default createViteConfig({
  base: '/',
  react,
  landingPages,
  chunks: appChunks,
});
