import type { TFunction } from 'i18next';
import { formatDateTime } from '@ascent/client/i18n';

/** A survey's window as a line of text ('' when it has none). */
export function windowText(startAt: string | null, endAt: string | null, t: TFunction): string {
  if (startAt && endAt)
    return t('survey.window.between', {
      start: formatDateTime(startAt),
      end: formatDateTime(endAt),
    });
  if (endAt) return t('survey.window.until', { end: formatDateTime(endAt) });
  if (startAt) return t('survey.window.from', { start: formatDateTime(startAt) });
  return '';
}
