import { describe, expect, it } from 'vitest';
import type { AppCatalogues } from './create-app-i18n.ts';
import { findCatalogueProblems } from './catalogue-check.ts';
import { uiCatalogues, withUiCatalogues } from './ui-catalogues.ts';

describe('the shared ui catalogue section', () => {
  it('is complete in every locale', () => {
    expect(findCatalogueProblems(uiCatalogues)).toEqual([]);
  });

  it('is merged into an app catalogue under ui, and may not be overridden', () => {
    const app: AppCatalogues = {
      'zh-CN': { title: { app: '应用' } },
      'zh-TW': { title: { app: '應用' } },
      'en-US': { title: { app: 'App' } },
    };
    const merged = withUiCatalogues(app);
    expect(merged['en-US'].title).toEqual({ app: 'App' });
    expect(merged['en-US'].ui).toBe(uiCatalogues['en-US'].ui);
    expect(() => withUiCatalogues({ ...app, 'zh-TW': { ui: 'x' } })).toThrow(/ui/);
  });
});

describe('findCatalogueProblems', () => {
  it('reports missing keys, empty values and placeholder mismatches', () => {
    expect(
      findCatalogueProblems({
        'zh-CN': { a: '你好 {{name}}', b: { c: '是' } },
        'zh-TW': { a: '你好', b: { c: ' ' } },
        'en-US': { a: 'Hello {{name}}', d: 'extra' },
      }),
    ).toEqual([
      'zh-CN: missing d',
      'zh-TW: placeholders of a differ from zh-CN',
      'zh-TW: empty b.c',
      'zh-TW: missing d',
      'en-US: missing b.c',
    ]);
  });
});
