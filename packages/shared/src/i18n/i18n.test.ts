import { describe, expect, it } from 'vitest';
import { interpolate, parseLanguages, placeholdersOf, resolveLocale } from './index.ts';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK,zh;q=0.8', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-CN;q=0.5, en-US;q=0.9', 'en-US'],
    ['fr-FR, de', 'zh-CN'],
    ['fr-FR, zh-TW;q=0.1', 'zh-TW'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });
});

describe('parseLanguages', () => {
  it('keeps order and drops unknown codes', () => {
    expect(parseLanguages('en_US, zh_CN,xx')).toEqual(['en-US', 'zh-CN']);
  });
  it('defaults to all three when empty, zh-CN when nothing is known', () => {
    expect(parseLanguages('')).toEqual(['zh-CN', 'zh-TW', 'en-US']);
    expect(parseLanguages('xx')).toEqual(['zh-CN']);
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(interpolate('{{ a }}, not {a}', { a: 1 })).toBe('1, not {a}');
  });

  it('lists the placeholders of a text, sorted', () => {
    expect(placeholdersOf('{{b}} then {{ a }}, not {c}')).toEqual(['a', 'b']);
  });
});
