import { lazy, type ComponentType } from 'react';
import type { AppI18n } from '../../i18n/create-app-i18n.ts';

/**
 * A feature's lazily loaded pages: `const page = featurePages(appI18n, 'exam')`, then
 * `page(() => import('./pages/exam-paper-page.tsx'), 'ExamPaperPage')`. A page's chunk and the
 * texts it shows (the feature's catalogue and those it needs) load together, so the page is
 * drawn in the reader's language from its first frame and no page carries other features' texts.
 */
export function featurePages(appI18n: Pick<AppI18n, 'loadFeature'>, feature: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are its own
  return <K extends string, M extends Record<K, ComponentType<any>>>(
    load: () => Promise<M>,
    name: K,
  ) =>
    lazy(() =>
      Promise.all([load(), appI18n.loadFeature(feature)]).then(([module]) => ({
        default: module[name],
      })),
    );
}
