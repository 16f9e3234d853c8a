import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeSeconds } from '@ascent/client/i18n';

/** Spec s.9: 'Just now' under 300 s, else the date and time. */
export const JUST_NOW_MS = 300_000;

export function MessageTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const recent = Date.now() - new Date(iso).getTime() < JUST_NOW_MS;
  return (
    <Typography.Text type="secondary" className="msg-time">
      <time dateTime={iso} title={formatDateTimeSeconds(iso)}>
        {recent ? t('messages.justNow') : formatDateTime(iso)}
      </time>
    </Typography.Text>
  );
}
