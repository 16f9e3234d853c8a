import { describe, expect, it } from 'vitest';
import type { TPlatformConfig } from '@ascent/shared/platform';
import { platformConfigPatch, showLangSwitch } from './lang-options.ts';

describe('language options', () => {
  it('shows the language switch only with more than one language', () => {
    expect(showLangSwitch(['zh-CN'])).toBe(false);
    expect(showLangSwitch(['zh-CN', 'en-US'])).toBe(true);
  });

  it('keeps an offered language and falls back to the first offered one', () => {
    const config = { languages: 'en_US,zh_TW' } as TPlatformConfig;
    expect(platformConfigPatch(config, 'zh-TW')).toEqual({
      platformConfig: config,
      langArr: ['en-US', 'zh-TW'],
      lang: 'zh-TW',
    });
    expect(platformConfigPatch(config, 'zh-CN').lang).toBe('en-US');
  });
});
