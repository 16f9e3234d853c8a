import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOperationLog } from '@ascent/shared/admin';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

/** Before and after of one change, as recorded. */
export function ChangeDetail({ log }: { log: TOperationLog }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={2} size="small" bordered data-testid={`oplog-detail-${log.id}`}>
      <Descriptions.Item label={t('oplog.before')}>
        <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {show(log.before) || t('oplog.nothing')}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('oplog.after')}>
        <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {show(log.after) || t('oplog.nothing')}
        </Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}
