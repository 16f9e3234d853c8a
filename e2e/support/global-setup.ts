import type { TestProject } from 'vitest/node';
import { startAppServer } from '../../apps/server/test/app-process.ts';

/** Starts `npm start`'s server on a free port over a fresh data directory with the demo company. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
