import type { CatalogueTree } from '@ascent/client/i18n';
import app from '../locales/zh-CN.json';

/**
 * The learner site's texts in zh-CN, its own and each feature's (features/<name>/locales/zh-CN.json),
 * as data only: one chunk, loaded when zh-CN is shown (catalogues.ts merges them).
 */
export { app };
export const features = import.meta.glob<CatalogueTree>('../../features/*/locales/zh-CN.json', {
  eager: true,
  import: 'default',
});
