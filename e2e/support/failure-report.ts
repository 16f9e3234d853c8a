import { beforeEach } from 'vitest';
import { reportOpenPages } from './browser.ts';

// A browser test that fails prints what its pages showed (errors, alerts, toasts, the
// address), so a failure seen once in CI's log says why without a rerun.
beforeEach((context) => {
  context.onTestFailed(async () => {
    const report = await reportOpenPages(context.task.name);
    if (report)
      console.error(`What the open pages showed when "${context.task.name}" failed:\n${report}`);
  });
});
