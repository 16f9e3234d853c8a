import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRange } from '../lib/programme-format.ts';

/** "start - end", "from start", "until end", or "no time limit". */
export function TimeRange({ startAt, endAt }: { startAt: string | null; endAt: string | null }) {
  const { t } = useTranslation();
  const { start, end } = formatRange(startAt, endAt);
  const text =
    start && end
      ? t('programme.range.both', { start, end })
      : start
        ? t('programme.range.from', { start })
        : end
          ? t('programme.range.until', { end })
          : t('programme.range.open');
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
