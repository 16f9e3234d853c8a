import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCatalogueNeeds, readCatalogueFiles } from '@ascent/client/catalogue-files';
import { featureClosure } from '@ascent/client/i18n';
import { catalogues } from './catalogues.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
const found = findCatalogueNeeds(src);

describe("the features' catalogue needs", () => {
  it('cover every feature catalogue of the source, each in every locale', () => {
    expect(Object.keys(catalogues.features).sort()).toEqual(
      Object.keys(readCatalogueFiles(src).features).sort(),
    );
  });

  it('bring every other feature text a feature shows, and name no feature it does not show', () => {
    for (const [feature, needs] of Object.entries(found)) {
      const loaded = featureClosure(catalogues, feature);
      // On failure, `where` names the code that shows another feature's texts.
      expect(
        {
          feature,
          missing: Object.keys(needs).filter((name) => !loaded.includes(name)),
          unused: (catalogues.needs[feature] ?? []).filter((name) => !(name in needs)),
          where: needs,
        },
        `features/${feature}: add to or drop from catalogues.needs`,
      ).toMatchObject({ feature, missing: [], unused: [] });
    }
    expect(Object.keys(catalogues.needs).filter((name) => !(name in found))).toEqual([]);
  });

  it("leave the login page only the hand-over's texts", () => {
    expect(featureClosure(catalogues, 'auth')).toEqual(['handover']);
  });
});
