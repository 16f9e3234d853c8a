import { describe, expect, it } from 'vitest';
import {
  cycleOf,
  deadlineFor,
  ipAllowed,
  keptScore,
  parseIpRange,
  requestIpv4,
  submitOpensAt,
  timeState,
  visibleNow,
} from './exam.rules.ts';
import { settlementOf } from './exam.marking.ts';

const at = (iso: string) => new Date(iso);

describe('exam rules', () => {
  it('tells the time state of a window', () => {
    const start = at('2026-03-01T09:00:00Z');
    const end = at('2026-03-01T10:00:00Z');
    expect(timeState(start, end, at('2026-03-01T08:59:59Z'))).toBe('not_started');
    expect(timeState(start, end, start)).toBe('in_progress');
    expect(timeState(start, end, end)).toBe('ended');
  });

  it("names the daily cycle by the company's day", () => {
    expect(cycleOf('cyclic', '2026-01-05')).toBe('2026-01-05');
    expect(cycleOf('normal', '2026-01-05')).toBe('');
  });

  it('ends an attempt at its duration, but never after the exam', () => {
    const start = at('2026-03-01T09:50:00Z');
    expect(deadlineFor(start, 30, at('2026-03-01T12:00:00Z'))).toEqual(at('2026-03-01T10:20:00Z'));
    expect(deadlineFor(start, 30, at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    const deadline = at('2026-03-01T10:00:00Z');
    expect(submitOpensAt(start, 5, deadline)).toEqual(at('2026-03-01T09:55:00Z'));
    expect(submitOpensAt(start, 60, deadline)).toEqual(deadline);
  });

  it('reads IPv4 addresses, CIDR blocks and ranges', () => {
    expect(parseIpRange('10.0.0.0/8')).toEqual([167772160, 184549375]);
    expect(parseIpRange('10.1.2.3/0')).toEqual([0, 2 ** 32 - 1]);
    expect(parseIpRange('192.168.1.7/32')).toEqual([3232235783, 3232235783]);
    expect(parseIpRange('10.0.0.1 - 10.0.0.9')).toEqual([167772161, 167772169]);
    expect(parseIpRange('1.2.3.4')).toEqual([16909060, 16909060]);
    for (const bad of ['10.0.0.9-10.0.0.1', '256.1.1.1', '1.2.3', '10.0.0.0/33', 'x', '1.2.3.4/'])
      expect(parseIpRange(bad), bad).toBeNull();
    expect(requestIpv4('::ffff:10.0.0.1')).toBe(167772161);
    expect(requestIpv4('::1')).toBe(2130706433);
    expect(requestIpv4('2001:db8::1')).toBeNull();
  });

  it('allows any address without ranges, else only those inside one', () => {
    const ranges = ['192.168.0.0/16', '10.0.0.1-10.0.0.99', '172.16.5.5'];
    expect(ipAllowed('8.8.8.8', [])).toBe(true);
    expect(ipAllowed('192.168.200.1', ranges)).toBe(true);
    expect(ipAllowed('10.0.0.99', ranges)).toBe(true);
    expect(ipAllowed('10.0.0.100', ranges)).toBe(false);
    expect(ipAllowed('::ffff:172.16.5.5', ranges)).toBe(true);
    expect(ipAllowed('2001:db8::1', ranges)).toBe(false);
    expect(ipAllowed('10.0.0.5', ['garbage'])).toBe(false);
  });

  it('shows results immediately, after the end, or never', () => {
    const end = at('2026-03-01T10:00:00Z');
    expect(visibleNow('immediately', end, at('2026-03-01T09:00:00Z'))).toBe(true);
    expect(visibleNow('after_end', end, at('2026-03-01T09:00:00Z'))).toBe(false);
    expect(visibleNow('after_end', end, end)).toBe(true);
    expect(visibleNow('never', end, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('keeps the highest or the last marked score', () => {
    const a = (status: string, score: number | null, day: number, passed = false) => ({
      status,
      score,
      passed,
      startedAt: new Date(2026, 0, day),
    });
    const attempts = [a('marked', 80, 1, true), a('marked', 50, 2), a('in_progress', null, 3)];
    expect(keptScore(attempts, 'highest')).toEqual({ score: 80, passed: true });
    expect(keptScore(attempts, 'last')).toEqual({ score: 50, passed: false });
    expect(keptScore([...attempts, a('pending_marking', 10, 4)], 'last')).toBeNull();
    expect(keptScore([a('pending_marking', 10, 4)], 'highest')).toBeNull();
    expect(keptScore([], 'highest')).toBeNull();
  });
});

describe('settling an attempt', () => {
  const types = new Map([
    [1, 1],
    [2, 4],
    [3, 5],
    [4, 5],
  ]);
  const typeOf = (id: number) => types.get(id);

  it('sums objective and Q&A marks and waits while a Q&A answer is unmarked', () => {
    const answers = [
      { questionId: 1, score: 10 },
      { questionId: 2, score: 3.3 },
      { questionId: 3, score: 12.5 },
      { questionId: 4, score: null },
      { questionId: 99, score: 50 },
    ];
    expect(settlementOf(answers, typeOf, 20)).toEqual({
      objectiveScore: 13.3,
      subjectiveScore: 12.5,
      score: 25.8,
      passed: null,
      status: 'pending_marking',
    });
    expect(settlementOf(answers.slice(0, 3), typeOf, 20)).toEqual({
      objectiveScore: 13.3,
      subjectiveScore: 12.5,
      score: 25.8,
      passed: true,
      status: 'marked',
    });
    expect(settlementOf([{ questionId: 1, score: 0 }], typeOf, 0.1)).toMatchObject({
      passed: false,
      status: 'marked',
    });
  });
});
