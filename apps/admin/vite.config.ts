import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The admin site: served at `/manage/`, talking to the API at `/api` (the server on :3000 in dev). */
export default defineConfig({
  base: '/manage/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd stays one long-cached chunk, as on the learner site (splitting it by size broke
    // its module initialisation order at runtime).
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Framework code changes rarely: keep it out of the app chunks so it stays cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
