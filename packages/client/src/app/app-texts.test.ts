import { describe, expect, it } from 'vitest';
import { APP_TEXT_KEYS, findMissingAppTexts } from './app-texts.ts';

const complete = {
  title: { app: 'Ascent' },
  login: { subtitle: 'Sign in to continue' },
  licence: { description: 'Renew the licence' },
  errorPage: { description: 'Reload' },
  common: { backHome: 'Home' },
};

describe('findMissingAppTexts', () => {
  it('accepts catalogues with every app text', () => {
    expect(
      findMissingAppTexts({ 'zh-CN': complete, 'zh-TW': complete, 'en-US': complete }),
    ).toEqual([]);
  });

  it('names each missing or empty text per locale', () => {
    const partial = { ...complete, common: { backHome: ' ' }, errorPage: {} };
    expect(findMissingAppTexts({ 'zh-CN': complete, 'zh-TW': complete, 'en-US': partial })).toEqual(
      [`en-US: ${APP_TEXT_KEYS.errorDescription}`, `en-US: ${APP_TEXT_KEYS.backHome}`],
    );
  });
});
