import { describe, expect, it } from 'vitest';
import { withFeatureCatalogues } from './feature-catalogues.ts';

const app = { 'zh-CN': { title: 'A' }, 'zh-TW': { title: 'A' }, 'en-US': { title: 'A' } };

describe('withFeatureCatalogues', () => {
  it('adds each feature section per locale', () => {
    const out = withFeatureCatalogues(app, {
      '../features/users/locales/en-US.json': { users: { title: 'Users' } },
      '../features/users/locales/zh-CN.json': { users: { title: '用户' } },
    });
    expect(out['en-US']).toEqual({ title: 'A', users: { title: 'Users' } });
    expect(out['zh-CN']).toEqual({ title: 'A', users: { title: '用户' } });
    expect(out['zh-TW']).toEqual({ title: 'A' });
  });

  it('refuses a section defined twice and a bad file name', () => {
    expect(() =>
      withFeatureCatalogues(app, { '../features/x/locales/en-US.json': { title: 'B' } }),
    ).toThrow(/already defined/);
    expect(() =>
      withFeatureCatalogues(app, {
        '../features/a/locales/en-US.json': { s: 'a' },
        '../features/b/locales/en-US.json': { s: 'b' },
      }),
    ).toThrow(/already defined/);
    expect(() =>
      withFeatureCatalogues(app, { '../features/a/locales/fr.json': { s: 'a' } }),
    ).toThrow(/file name/);
  });
});
