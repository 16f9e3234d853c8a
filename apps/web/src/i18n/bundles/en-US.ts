import type { CatalogueTree } from '@ascent/client/i18n';
import app from '../locales/en-US.json';

/**
 * The learner site's texts in en-US, its own and each feature's (features/<name>/locales/en-US.json),
 * as data only: one chunk, loaded when en-US is shown (catalogues.ts merges them).
 */
export { app };
export const features = import.meta.glob<CatalogueTree>('../../features/*/locales/en-US.json', {
  eager: true,
  import: 'default',
});
