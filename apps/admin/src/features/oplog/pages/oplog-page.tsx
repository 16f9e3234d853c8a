import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOperationLog } from '@ascent/shared/admin';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchOperationLogs } from '../api/oplog-api.ts';
import { ChangeDetail } from '../components/change-detail.tsx';
import { oplogCodeLabel } from '../lib/code-labels.ts';
import { OplogFilters, type OperationLogFilterValues } from '../components/oplog-filters.tsx';
import { formatDateTimeSeconds } from '@ascent/client/i18n';

/** Every admin change, newest first, filterable; each row opens its before and after. */
export function OplogPage() {
  const { t } = useTranslation();
  const list = useListState();
  const [filters, setFilters] = useState<OperationLogFilterValues>({});
  return (
    <Card title={t('oplog.title')}>
      <DataTable<TOperationLog>
        testId="oplog-table"
        queryKey={['oplog', filters]}
        list={list}
        fetchPage={(q) => fetchOperationLogs({ ...q, ...filters })}
        toolbar={
          <OplogFilters
            onChange={(patch) => {
              setFilters((f) => ({ ...f, ...patch }));
              list.change({ page: 1 });
            }}
          />
        }
        expandable={{ expandedRowRender: (log) => <ChangeDetail log={log} /> }}
        columns={[
          {
            title: t('oplog.time'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTimeSeconds(v),
          },
          { title: t('oplog.actor'), dataIndex: 'actorAccount' },
          {
            title: t('oplog.action'),
            dataIndex: 'action',
            render: (v: string) => oplogCodeLabel(t, 'actions', v),
          },
          {
            title: t('oplog.entity'),
            dataIndex: 'entity',
            render: (v: string) => oplogCodeLabel(t, 'entities', v),
          },
          { title: t('oplog.entityId'), dataIndex: 'entityId' },
          { title: t('oplog.summary'), dataIndex: 'summary' },
          { title: t('oplog.ip'), dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
}
