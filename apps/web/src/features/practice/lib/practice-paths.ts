import type { PracticeMode } from '@ascent/shared/practice';

/** The practice pages (spec s.2 /mine/practice/*, /exam/practice/*). */
export const PRACTICE_PATHS = {
  home: '/mine/practice',
  record: '/mine/practice/record',
  /** A mode's page: its options, the wrong-question book, the simulation papers. */
  detail: '/mine/practice/detail',
  paper: '/mine/practice/paper',
  result: '/mine/practice/result',
  /** Simulation: the paper under exam conditions and its result. */
  examPaper: '/exam/practice/paper',
  examResult: '/exam/practice/result',
} as const;

export const modePath = (mode: PracticeMode) => `${PRACTICE_PATHS.detail}?mode=${mode}`;

/** Where a session is answered: simulations under /exam, the other modes under /mine. */
export const paperPath = (mode: PracticeMode, sessionId: number) =>
  `${mode === 'simulation' ? PRACTICE_PATHS.examPaper : PRACTICE_PATHS.paper}?sessionId=${sessionId}`;

export const resultPath = (mode: PracticeMode, sessionId: number) =>
  `${mode === 'simulation' ? PRACTICE_PATHS.examResult : PRACTICE_PATHS.result}?sessionId=${sessionId}`;

/** A positive integer from a query parameter, or 0. */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
