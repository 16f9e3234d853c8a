import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureClosure } from '@ascent/client/i18n';
import { landingPages } from '../../landing-pages.ts';
import { catalogues } from './catalogues.ts';

const features = fileURLToPath(new URL('../features', import.meta.url));

/** The feature a page chunk belongs to: the folder of features/ its module is in. */
function featureOf(page: string): string {
  const found = fs
    .readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === `${page}.tsx`);
  if (found.length !== 1) throw new Error(`${page}: ${found.length} modules`);
  return found[0]!.split(path.sep)[0]!;
}

describe("the landing pages' texts", () => {
  it('are the catalogues their pages load (landing-pages.ts), each once', () => {
    for (const [address, landing] of Object.entries(landingPages)) {
      const wanted = new Set(
        landing.pages.flatMap((page) => featureClosure(catalogues, featureOf(page))),
      );
      expect([...(landing.texts ?? [])].sort(), address).toEqual([...wanted].sort());
    }
  });
});
