import { describe, expect, it } from 'vitest';
import { findCatalogueProblems } from './catalogue-check.ts';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';
import { withUiSection } from './ui-catalogues.ts';

describe('the shared ui catalogue section', () => {
  it('is complete in every locale', () => {
    expect(findCatalogueProblems({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS })).toEqual([]);
  });

  it('is added to an app catalogue under ui, and may not be overridden', () => {
    const merged = withUiSection({ title: { app: 'App' } }, enUS);
    expect(merged.title).toEqual({ app: 'App' });
    expect(merged.ui).toBe(enUS.ui);
    expect(() => withUiSection({ ui: 'x' }, enUS)).toThrow(/ui/);
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
