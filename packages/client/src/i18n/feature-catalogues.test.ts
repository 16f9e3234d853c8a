import { describe, expect, it } from 'vitest';
import { withFeatureCatalogues } from './feature-catalogues.ts';

const app = { title: 'A' };

describe('withFeatureCatalogues', () => {
  it("adds each feature's sections in the locale", () => {
    const out = withFeatureCatalogues('en-US', app, {
      '../../features/users/locales/en-US.json': { users: { title: 'Users' } },
      '../../features/exams/locales/en-US.json': { exams: { title: 'Exams' } },
    });
    expect(out).toEqual({ title: 'A', users: { title: 'Users' }, exams: { title: 'Exams' } });
    expect(app).toEqual({ title: 'A' });
  });

  it('refuses a section defined twice and a file of another locale', () => {
    expect(() =>
      withFeatureCatalogues('en-US', app, { '../features/x/locales/en-US.json': { title: 'B' } }),
    ).toThrow(/already defined by the app/);
    expect(() =>
      withFeatureCatalogues('en-US', app, {
        '../features/a/locales/en-US.json': { s: 'a' },
        '../features/b/locales/en-US.json': { s: 'b' },
      }),
    ).toThrow(/already defined by \.\.\/features\/a/);
    expect(() =>
      withFeatureCatalogues('en-US', app, { '../features/a/locales/zh-CN.json': { s: 'a' } }),
    ).toThrow(/file name/);
  });
});
