import { describe, expect, it } from 'vitest';
import {
  isAccount,
  isEmail,
  isLandline,
  isMobile,
  isMobileOrEmail,
  zRequiredText,
} from './index.ts';

describe('format checks (spec s.5)', () => {
  it('mobile: 11 digits, first 1, second 3-9', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
    expect(isMobile('138123456789')).toBe(false);
    expect(isMobile('23812345678')).toBe(false);
  });
  it('account: at least 3 characters unless it contains Chinese', () => {
    expect(isAccount('abc')).toBe(true);
    expect(isAccount('ab')).toBe(false);
    expect(isAccount('李')).toBe(true);
  });
  it('email, landline, mobile-or-email', () => {
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('010--1')).toBe(false);
    expect(isMobileOrEmail('13812345678')).toBe(true);
    expect(isMobileOrEmail('x@y.cn')).toBe(true);
    expect(isMobileOrEmail('nope')).toBe(false);
  });
  it('whitespace-only content is refused by required text', () => {
    const schema = zRequiredText(10);
    expect(schema.safeParse('   ').success).toBe(false);
    expect(schema.safeParse('  ok ').data).toBe('ok');
    expect(schema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'validation.tooLong|{"max":10}',
    );
  });
});
