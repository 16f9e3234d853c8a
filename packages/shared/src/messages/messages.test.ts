import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../i18n/index.ts';
import { findTranslationProblems } from './check.ts';
import enUS from './en-US.ts';
import type { Messages } from './types.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';
import serverEnUS from './server/en-US.ts';
import serverZhCN from './server/zh-CN.ts';
import serverZhTW from './server/zh-TW.ts';

const CATALOGUE: Record<Locale, Messages> = {
  'zh-CN': { ...zhCN, ...serverZhCN },
  'zh-TW': { ...zhTW, ...serverZhTW },
  'en-US': { ...enUS, ...serverEnUS },
};
const asMap = (messages: Messages) => new Map<string, unknown>(Object.entries(messages));

describe('the server message catalogue', () => {
  it('has every key in zh-CN, zh-TW and en-US, non-empty, with the same {{placeholders}}', () => {
    expect(
      findTranslationProblems({
        'zh-CN': asMap(CATALOGUE['zh-CN']),
        'zh-TW': asMap(CATALOGUE['zh-TW']),
        'en-US': asMap(CATALOGUE['en-US']),
      }),
    ).toEqual([]);
    expect(Object.keys(CATALOGUE['zh-CN']).length).toBeGreaterThan(800);
  });

  it('keeps the server’s own messages apart from the browser’s catalogue, no key in both', () => {
    const browser = new Set(Object.keys(zhCN));
    expect(Object.keys(serverZhCN).filter((k) => browser.has(k))).toEqual([]);
    expect(Object.keys(serverZhCN).length).toBeGreaterThan(0);
  });

  it('keeps each domain in its own files: every key has a domain prefix', () => {
    for (const locale of LOCALES) {
      for (const key of Object.keys(CATALOGUE[locale])) expect(key).toMatch(/^[a-zA-Z]+\.\S+$/);
    }
  });
});

describe('findTranslationProblems', () => {
  it('reports missing keys, empty texts, different placeholders and other syntaxes', () => {
    expect(
      findTranslationProblems({
        'zh-CN': new Map<string, unknown>([
          ['a', '你好 {{name}}'],
          ['b', '是'],
          ['c', '{ } 可以'],
        ]),
        'zh-TW': new Map<string, unknown>([
          ['a', '你好'],
          ['b', ' '],
          ['c', '{ } 可以'],
        ]),
        'en-US': new Map<string, unknown>([
          ['a', 'Hello {name}'],
          ['b', 'Yes'],
          ['c', '{ } fine'],
          ['d', 'extra'],
        ]),
      }),
    ).toEqual([
      'zh-CN: missing d',
      'zh-TW: placeholders of a differ from zh-CN',
      'zh-TW: empty b',
      'zh-TW: missing d',
      'en-US: placeholders of a differ from zh-CN',
      'en-US: a has a placeholder not written {{name}}',
    ]);
  });
});

describe('the browser registry (#message-catalogue with the browser condition)', () => {
  it('translates with the one locale registered, synchronously, and falls back to it', async () => {
    vi.resetModules();
    vi.doMock('#message-catalogue', () => import('./registry.ts'));
    const { translate, translateRef, isMessageKey } = await import('../errors/index.ts');
    const { registerMessages } = await import('./registry.ts');

    // Nothing loaded yet: a key is not known and stays as it is.
    expect(isMessageKey('common.timeout')).toBe(false);
    expect(translate('common.timeout', 'en-US')).toBe('common.timeout');

    registerMessages('en-US', enUS);
    expect(isMessageKey('common.timeout')).toBe(true);
    expect(translate('common.timeout', 'en-US')).toBe('The request timed out');
    expect(translateRef('validation.tooLong|{"max":50}', 'en-US')).toBe('At most 50 characters');
    // A locale not loaded reads the loaded one rather than showing keys.
    expect(translate('common.timeout', 'zh-TW')).toBe('The request timed out');

    registerMessages('zh-TW', zhTW);
    expect(translate('common.timeout', 'zh-TW')).toBe('請求逾時');
    vi.doUnmock('#message-catalogue');
    vi.resetModules();
  });
});
