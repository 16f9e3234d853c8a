import { Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TInformationDetail } from '@ascent/shared/profile';
import { useInformationDetail } from '../hooks/use-receipts.ts';
import { formatDateTime } from '@ascent/client/i18n';

type Item = TInformationDetail['items'][number];

/**
 * A personnel-information receipt (type 2) read through InformationDetail: each submitted
 * value beside the applicant's current one, the changed ones marked.
 */
export function InformationCompare({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation();
  const info = useInformationDetail(submissionId);
  if (info.isPending) return <PageSpin />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data;
  return (
    <div data-testid="audit-information">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('audit.department')}>
          {d.applicant.departmentName || '—'}
        </Descriptions.Item>
        {d.decidedAt ? (
          <Descriptions.Item label={t('audit.decidedAt')}>
            {formatDateTime(d.decidedAt)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table<Item>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={d.items}
        data-testid="audit-lines"
        locale={{ emptyText: t('audit.noFields') }}
        columns={[
          { title: t('audit.field'), dataIndex: 'label', width: '26%' },
          { title: t('audit.before'), dataIndex: 'current', render: (v: string) => v || '—' },
          {
            title: t('audit.after'),
            dataIndex: 'submitted',
            render: (v: string, r) => (
              <span>
                {v || '—'} {r.changed ? <Tag color="orange">{t('audit.changed')}</Tag> : null}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
