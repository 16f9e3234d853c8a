import { Empty, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerKind } from '@ascent/shared/learning';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useLedger } from '../hooks/use-learning.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** The learner's ledger rows of one kind with the rule that gave each. */
export function LedgerList({ kind }: { kind: LedgerKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useLedger(kind, page);
  if (q.isPending) return <PageSpin />;
  if (q.isError && !q.data) return <LoadFailed error={q.error} onRetry={() => void q.refetch()} />;
  const data = q.data;
  if (!data.list.length) return <Empty description={t('learning.study.empty')} />;
  return (
    <>
      <Typography.Text type="secondary">
        {t('learning.study.sum', { sum: data.sum })}
      </Typography.Text>
      <List
        dataSource={data.list}
        renderItem={(e) => (
          <List.Item extra={<strong>+{e.amount}</strong>}>
            <List.Item.Meta
              title={t(`learning.rule.${e.rule}`, { defaultValue: e.rule })}
              description={[
                e.itemTitle || '-',
                e.cycle ? t(`learning.rules.cycles.${e.cycle}`) : null,
                e.dailyLimit !== null ? t('learning.study.limit', { limit: e.dailyLimit }) : null,
                e.bonus > 0 ? t('learning.study.bonus', { bonus: e.bonus }) : null,
                e.remark || null,
                formatDateTime(e.createdAt),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
      <Pagination
        className="learning-pager"
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </>
  );
}
