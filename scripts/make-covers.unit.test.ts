import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVER_THEMES, COVER_TYPES } from '../packages/shared/src/home/covers.ts';
import { COVERS_DIR, allCovers } from './make-covers.ts';

describe('the built-in covers (scripts/make-covers.ts)', () => {
  const covers = allCovers();

  it('draws one per item type and theme, small and without text', () => {
    expect(covers).toHaveLength(COVER_TYPES.length * COVER_THEMES.length);
    for (const { file, svg } of covers) {
      expect(svg.length, file).toBeLessThan(4096);
      expect(svg, file).not.toMatch(/<text/);
      expect(svg, file).toMatch(
        file.startsWith('banner') ? /width="1200" height="360"/ : /width="260" height="150"/,
      );
    }
  });

  it('matches the committed files (run `npx node scripts/make-covers.ts` after a change)', () => {
    for (const { file, svg } of covers) {
      expect(readFileSync(join(COVERS_DIR, file), 'utf8'), file).toBe(svg);
    }
  });
});
