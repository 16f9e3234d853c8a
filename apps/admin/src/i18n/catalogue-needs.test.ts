import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueNeedsProblems } from '@ascent/client/catalogue-files';
import { featureClosure } from '@ascent/client/i18n';
import { catalogues } from './catalogues.ts';

const src = fileURLToPath(new URL('..', import.meta.url));

describe("the features' catalogues", () => {
  it('are all loaded, each page bringing every other feature text it shows and no other', () => {
    // On failure, `where` names the code that shows another feature's texts.
    expect(catalogueNeedsProblems(src, catalogues)).toEqual({
      features: [],
      needs: [],
      unknown: [],
    });
  });

  it("leave the login page only the hand-over's texts", () => {
    expect(featureClosure(catalogues, 'auth')).toEqual(['handover']);
  });
});
