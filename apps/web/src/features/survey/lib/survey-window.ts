import type { TFunction } from 'i18next';
import { formatDateTime } from '@ascent/client/i18n';

/** A survey's window as a line of text ('' when it has none). */
export function windowText(startAt: string | null, endAt: string | null, t: TFunction): string {
  const f = (iso: string) => formatDateTime(iso);
  if (startAt && endAt) return t('survey.window.between', { start: f(startAt), end: f(endAt) });
  if (endAt) return t('survey.window.until', { end: f(endAt) });
  if (startAt) return t('survey.window.from', { start: f(startAt) });
  return '';
}
