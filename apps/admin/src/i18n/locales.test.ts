import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogueFiles } from '@ascent/client/catalogue-files';
import { findMissingAppTexts } from '@ascent/client/app';
import { findCatalogueProblems, loadAppCatalogues } from '@ascent/client/i18n';

const catalogues = await loadAppCatalogues(
  readCatalogueFiles(fileURLToPath(new URL('..', import.meta.url))),
);

describe('admin i18n catalogues', () => {
  it('has every key in zh-CN, zh-TW and en-US, non-empty, with the same {{placeholders}}', () => {
    expect(findCatalogueProblems(catalogues)).toEqual([]);
    // The texts the shared app shell shows in this site's own words (APP_TEXT_KEYS).
    expect(findMissingAppTexts(catalogues)).toEqual([]);
  });

  it('includes the shared ui section of @ascent/client', () => {
    expect(catalogues['en-US'].ui).toMatchObject({ logout: 'Sign out' });
  });
});
