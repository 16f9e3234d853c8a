import type { TFunction } from 'i18next';
import type { PracticeMode } from '@ascent/shared/practice';

/** How a session is named: a simulation by its paper, a daily set by its day, others by mode. */
export function sessionLabel(
  t: TFunction,
  s: { mode: PracticeMode; title: string; day: string },
): string {
  const mode = t(`practice.modes.${s.mode}.name`);
  if (s.mode === 'simulation' && s.title) return `${mode} · ${s.title}`;
  if (s.mode === 'daily' && s.day) return `${mode} · ${s.day}`;
  return mode;
}

/** Right answers out of the units answered, as a whole percentage (0 when none). */
export function accuracy(correct: number, answered: number): number {
  return answered ? Math.round((correct * 100) / answered) : 0;
}
