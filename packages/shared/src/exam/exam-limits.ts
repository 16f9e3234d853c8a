/**
 * The limits of an exam's fields and calls: a module of its own, without zod, so the exam
 * paper (which sends answers in batches of `batch`) loads no schema (issue 14).
 */
export const EXAM_LIMITS = {
  name: 100,
  intro: 20_000,
  durationMinutes: 24 * 60,
  attempts: 100,
  password: 32,
  ipRanges: 20,
  ipRange: 50,
  screenSwitches: 100,
  reviewers: 50,
  audience: 500,
  /** A signature image (PNG data URL). */
  signature: 300_000,
  /** Answers sent at once when an offline queue is flushed. */
  batch: 200,
  comment: 1000,
} as const;
