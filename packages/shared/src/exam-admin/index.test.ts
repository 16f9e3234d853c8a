import { describe, expect, it } from 'vitest';
import { ZExamSave } from '../exam/index.ts';
import { ZExamIds, ipv4ToNumber, isIpRange } from './index.ts';

describe('the allowed-IP rule of an exam', () => {
  it('accepts an address, a CIDR block and a low-high range', () => {
    for (const ok of [
      '10.0.0.7',
      '0.0.0.0/0',
      '10.0.0.0/8',
      '192.168.1.0/32',
      ' 10.0.0.1 - 10.0.0.99 ',
      '8.8.8.8-8.8.8.8',
    ])
      expect(isIpRange(ok), ok).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      '10.0.0',
      '10.0.0.256',
      '010.0.0.1',
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.9-10.0.0.1',
      '10.0.0.1-',
      'a.b.c.d',
      '10.0.0.1/8/8',
      '::1',
    ])
      expect(isIpRange(bad), bad).toBe(false);
  });
  it('reads addresses as numbers in order', () => {
    expect(ipv4ToNumber('0.0.0.1')).toBe(1);
    expect(ipv4ToNumber('255.255.255.255')).toBe(2 ** 32 - 1);
    expect(ipv4ToNumber('1.2.3')).toBeNull();
  });
});

describe('the exam admin bodies', () => {
  it('refuses an exam starting after (or when) it ends', () => {
    const base = { name: 'A', paperId: 1, durationMinutes: 10 };
    const at = (startAt: string, endAt: string) =>
      ZExamSave.safeParse({ ...base, startAt, endAt }).success;
    expect(at('2030-01-01T00:00:00Z', '2030-01-01T01:00:00Z')).toBe(true);
    expect(at('2030-01-01T01:00:00Z', '2030-01-01T01:00:00Z')).toBe(false);
    expect(at('2030-01-01T02:00:00+08:00', '2030-01-01T01:00:00Z')).toBe(true);
  });
  it('deletes one to a hundred exams at once', () => {
    expect(ZExamIds.safeParse({ ids: [] }).success).toBe(false);
    expect(ZExamIds.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(
      false,
    );
    expect(ZExamIds.safeParse({ ids: [1, 2] }).success).toBe(true);
  });
});
