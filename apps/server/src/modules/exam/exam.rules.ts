import type { AttemptStatus, ExamTimeState, ScoreKept, VisibilityWhen } from '@ascent/shared/exam';

/**
 * The pure rules of taking an exam: time states, the daily cycle, IP ranges, the deadline and
 * hand-in times, what the examinee may see of results, and the score kept.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Spec s.4: not started, in progress, ended. */
export function timeState(startAt: Date, endAt: Date, now: Date): ExamTimeState {
  if (now < startAt) return 'not_started';
  if (now >= endAt) return 'ended';
  return 'in_progress';
}

/**
 * A cyclic (daily) exam's cycle: the company's day (YYYY-MM-DD in its time zone, from
 * core/company-clock.ts). '' for a normal exam.
 */
export function cycleOf(kind: string, today: string): string {
  return kind === 'cyclic' ? today : '';
}

/** The pass line of a paper: total times ratio, to one decimal (spec s.9). */
export const passScoreOf = (total: number, ratio: number) => round1(total * ratio);

/** An attempt's deadline: its duration from the start, but never after the exam's end. */
export function deadlineFor(startedAt: Date, durationMinutes: number, endAt: Date): Date {
  const byDuration = startedAt.getTime() + durationMinutes * 60_000;
  return new Date(Math.min(byDuration, endAt.getTime()));
}

/** When hand-in opens: the minimum minutes after the start, but never after the deadline. */
export function submitOpensAt(startedAt: Date, minMinutes: number, deadline: Date): Date {
  const t = startedAt.getTime() + minMinutes * 60_000;
  return new Date(Math.min(t, deadline.getTime()));
}

// ---------------------------------------------------------------- IPv4 ranges

/** An IPv4 address as an unsigned 32-bit number, or null. */
export function ipv4ToNumber(ip: string): number | null {
  const parts = ip.trim().split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/** A request's address as IPv4 ('::ffff:10.0.0.1' and '::1' included), or null for IPv6. */
export function requestIpv4(ip: string): number | null {
  const raw = ip.trim().toLowerCase();
  if (raw === '::1') return ipv4ToNumber('127.0.0.1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  return ipv4ToNumber(mapped ? mapped[1]! : raw);
}

/**
 * One allowed range: an address (10.0.0.1), a CIDR block (10.0.0.0/8) or a range
 * (10.0.0.1-10.0.0.99), as [first, last]; null when it is none of these.
 */
export function parseIpRange(text: string): [number, number] | null {
  const s = text.trim();
  const cidr = /^([\d.]+)\/(\d{1,2})$/.exec(s);
  if (cidr) {
    const base = ipv4ToNumber(cidr[1]!);
    const bits = Number(cidr[2]);
    if (base === null || bits > 32) return null;
    const size = 2 ** (32 - bits);
    const first = Math.floor(base / size) * size;
    return [first, first + size - 1];
  }
  const dash = s.split('-');
  if (dash.length === 2) {
    const a = ipv4ToNumber(dash[0]!);
    const b = ipv4ToNumber(dash[1]!);
    if (a === null || b === null || a > b) return null;
    return [a, b];
  }
  const one = ipv4ToNumber(s);
  return one === null ? null : [one, one];
}

/** True when no ranges are set, or the address is inside one of them. */
export function ipAllowed(ip: string, ranges: readonly string[]): boolean {
  if (!ranges.length) return true;
  const n = requestIpv4(ip);
  if (n === null) return false;
  return ranges.some((r) => {
    const range = parseIpRange(r);
    return !!range && n >= range[0] && n <= range[1];
  });
}

// ---------------------------------------------------------------- what the examinee sees

/** Whether a setting (result or answer visibility) shows now. */
export function visibleNow(when: VisibilityWhen | string, endAt: Date, now: Date): boolean {
  if (when === 'immediately') return true;
  if (when === 'after_end') return now >= endAt;
  return false;
}

export interface AttemptScore {
  status: AttemptStatus | string;
  score: number | null;
  passed: boolean | null;
  startedAt: Date;
}

/**
 * The score kept of an examinee's attempts (highest or last): null while none is marked, or
 * while the last one waits for marking (with 'last').
 */
export function keptScore(
  attempts: readonly AttemptScore[],
  kept: ScoreKept | string,
): { score: number; passed: boolean } | null {
  const done = attempts
    .filter((a) => a.status !== 'in_progress')
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  if (kept === 'last') {
    const last = done[0];
    if (!last || last.status !== 'marked' || last.score === null) return null;
    return { score: last.score, passed: !!last.passed };
  }
  let best: { score: number; passed: boolean } | null = null;
  for (const a of done)
    if (a.status === 'marked' && a.score !== null && (!best || a.score > best.score))
      best = { score: a.score, passed: !!a.passed };
  return best;
}
