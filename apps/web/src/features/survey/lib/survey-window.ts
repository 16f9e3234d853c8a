import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** A survey's window as a line of text ('' when it has none). */
export function windowText(startAt: string | null, endAt: string | null, t: TFunction): string {
  const f = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
  if (startAt && endAt) return t('survey.window.between', { start: f(startAt), end: f(endAt) });
  if (endAt) return t('survey.window.until', { end: f(endAt) });
  if (startAt) return t('survey.window.from', { start: f(startAt) });
  return '';
}
