import type { CatalogueTree } from '@ascent/client/i18n';
import app from '../locales/zh-TW.json';

/**
 * The learner site's texts in zh-TW, its own and each feature's (features/<name>/locales/zh-TW.json),
 * as data only: one chunk, loaded when zh-TW is shown (catalogues.ts merges them).
 */
export { app };
export const features = import.meta.glob<CatalogueTree>('../../features/*/locales/zh-TW.json', {
  eager: true,
  import: 'default',
});
