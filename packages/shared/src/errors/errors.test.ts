import { describe, expect, it } from 'vitest';
import { isMessageKey, messageRef, translate, translateRef } from './index.ts';

describe('the message catalogue', () => {
  it('uses the spec wording for en-US', () => {
    expect(translate('password.mismatch', 'en-US')).toBe('Two times passwords are not consistent');
    expect(translate('password.oldWrong', 'en-US')).toBe('The original password is wrong');
    expect(translate('common.operationFailed', 'en-US')).toBe('Operation failed');
  });

  it('has every locale loaded on the server (and in tests), synchronously', () => {
    expect(translate('common.timeout', 'zh-CN')).toBe('请求超时');
    expect(translate('common.timeout', 'zh-TW')).toBe('請求逾時');
    expect(translate('common.timeout', 'en-US')).toBe('The request timed out');
    expect(translate('exam.tooEarly', 'en-US', { minutes: 5 })).toBe(
      'You can hand in 5 minutes after the start',
    );
    expect(isMessageKey('common.timeout')).toBe(true);
    expect(isMessageKey('common.nope')).toBe(false);
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
    expect(translateRef('validation.tooLong|{oops', 'en-US')).toBe('At most {{max}} characters');
  });
});
