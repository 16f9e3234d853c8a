import react from '@vitejs/plugin-react';
import { createViteConfig } from '@ascent/client/vite-config';

/** The learner site: served at `/`, talking to the API at `/api` (the server on :3000 in dev). */
export default createViteConfig({ base: '/', react });
