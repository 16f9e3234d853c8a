import { formatDate } from '@ascent/client/i18n';
/** The time range of a programme or task as the learner reads it ('' when both ends are open). */
export function formatRange(
  startAt: string | null,
  endAt: string | null,
  format: (iso: string) => string = (iso) => formatDate(iso),
): { start: string | null; end: string | null } {
  return { start: startAt ? format(startAt) : null, end: endAt ? format(endAt) : null };
}

/** A percent for display: whole numbers as they are, others to one decimal, within 0-100. */
export function percentText(percent: number): string {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return `${Math.round(p * 10) / 10}%`;
}
