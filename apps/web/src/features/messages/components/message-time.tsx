import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Spec s.9: 'Just now' under 300 s, else the date and time. */
export const JUST_NOW_MS = 300_000;

export function MessageTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const at = dayjs(iso);
  const recent = Date.now() - at.valueOf() < JUST_NOW_MS;
  return (
    <Typography.Text type="secondary" className="msg-time">
      <time dateTime={iso} title={at.format('YYYY-MM-DD HH:mm:ss')}>
        {recent ? t('messages.justNow') : at.format('YYYY-MM-DD HH:mm')}
      </time>
    </Typography.Text>
  );
}
