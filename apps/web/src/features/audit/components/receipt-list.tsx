import { Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import type { ReceiptBox } from '../api/audit-api.ts';
import { useReceipts } from '../hooks/use-receipts.ts';
import { StatusTag } from './status-tag.tsx';
import { formatDateTime } from '@ascent/client/i18n';

interface ReceiptListProps {
  box: ReceiptBox;
  onOpen: (auditId: number) => void;
  testId: string;
}

/** One box of the audit centre, paged on the server; a row opens its detail. */
export function ReceiptList({ box, onOpen, testId }: ReceiptListProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useReceipts(box, paging.page, paging.pageSize);

  if (list.isError && !list.data)
    return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <div data-testid={testId}>
      <List
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{
          emptyText: (
            <Empty description={t(box === 'todo' ? 'audit.emptyTodo' : 'audit.emptyMine')} />
          ),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          hideOnSinglePage: true,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        renderItem={(r) => (
          <List.Item
            key={r.auditId}
            style={{ cursor: 'pointer' }}
            data-testid={`audit-item-${r.auditId}`}
            onClick={() => onOpen(r.auditId)}
            extra={<StatusTag status={r.status} />}
          >
            <List.Item.Meta
              title={<Typography.Link>{r.title}</Typography.Link>}
              description={
                <Space wrap size={[16, 4]}>
                  <span>
                    {t('audit.applicant')}: {r.applicant.realName || r.applicant.account}
                  </span>
                  <span>
                    {t('audit.submittedAt')}: {formatDateTime(r.createdAt)}
                  </span>
                  {r.currentNode ? (
                    <span>
                      {t('audit.currentNode')}: {r.currentNode.name}
                    </span>
                  ) : null}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
