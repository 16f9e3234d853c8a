import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/index.ts';
import { MESSAGES, messageRef, translate, translateRef } from './index.ts';

describe('the message catalogue', () => {
  it('has a non-empty text in every language for every key, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
      for (const locale of LOCALES) {
        expect(texts[locale].trim(), `${key} ${locale}`).not.toBe('');
        expect(placeholders(texts[locale]), `${key} ${locale}`).toBe(placeholders(texts['en-US']));
      }
    }
  });

  it('uses the spec wording for en-US', () => {
    expect(translate('password.mismatch', 'en-US')).toBe('Two times passwords are not consistent');
    expect(translate('password.oldWrong', 'en-US')).toBe('The original password is wrong');
    expect(translate('common.operationFailed', 'en-US')).toBe('Operation failed');
  });
});

describe('message refs', () => {
  it('round-trips params through a ref', () => {
    const ref = messageRef('validation.tooLong', { max: 50 });
    expect(translateRef(ref, 'en-US')).toBe('At most 50 characters');
    expect(translateRef(ref, 'zh-CN')).toBe('不能超过 50 个字符');
  });
  it('returns unknown text as it is and survives broken params', () => {
    expect(translateRef('plain text', 'en-US')).toBe('plain text');
    expect(translateRef('validation.tooLong|{oops', 'en-US')).toBe('At most {max} characters');
  });
});
