import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Read by how many of the recipients. */
export function ReadProgress({ read, total }: { read: number; total: number }) {
  const { t } = useTranslation();
  const percent = total ? Math.round((read / total) * 100) : 0;
  return (
    <Tooltip title={t('messages.readOf', { read, total })}>
      <Progress
        percent={percent}
        size="small"
        format={() => `${read}/${total}`}
        style={{ minWidth: 140, margin: 0 }}
      />
    </Tooltip>
  );
}
