import { Alert, Button, Popconfirm, Result, Space, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { ListState } from './use-list-state.ts';

export interface BulkAction {
  key: string;
  label: string;
  danger?: boolean;
  /** Asks before running when set (the question). */
  confirm?: string;
  /** Resolves when done; `false` means nothing was done (a dialog was cancelled): keep the selection. */
  run: (ids: number[]) => Promise<unknown>;
}

export interface DataTableProps<T extends { id: number | string }> {
  /** The TanStack Query key of this list (the query is appended). */
  queryKey: readonly unknown[];
  fetchPage: (query: TListQuery) => Promise<TPage<T>>;
  list: ListState;
  columns: TableProps<T>['columns'];
  toolbar?: ReactNode;
  bulkActions?: BulkAction[];
  /** Rows that open to show more (antd's expandable). */
  expandable?: TableProps<T>['expandable'];
  testId: string;
}

/**
 * The admin table: server-side paging, sorting and keyword (ZListQuery), row selection with
 * bulk actions, and loading, empty and error states. Every admin list uses it.
 */
export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { query } = props.list;
  const [selected, setSelected] = useState<Key[]>([]);
  const [running, setRunning] = useState('');
  const result = useQuery({
    queryKey: [...props.queryKey, query],
    queryFn: () => props.fetchPage(query),
    placeholderData: keepPreviousData,
  });

  if (result.isError && !result.data) {
    return (
      <Result
        status="error"
        title={t('table.loadFailed')}
        extra={<Button onClick={() => void result.refetch()}>{t('table.retry')}</Button>}
      />
    );
  }

  const runBulk = async (action: BulkAction) => {
    setRunning(action.key);
    try {
      if ((await action.run(selected.map(Number))) === false) return;
      setSelected([]);
      await client.invalidateQueries({ queryKey: props.queryKey });
    } finally {
      setRunning('');
    }
  };

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    props.list.change({
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? query.pageSize,
      sortField: s?.order ? String(s.field) : undefined,
      sortOrder: s?.order ?? undefined,
    });
  };

  const bulk = props.bulkActions ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={props.testId}>
      {props.toolbar}
      {bulk.length > 0 && selected.length > 0 && (
        <Alert
          type="info"
          message={t('table.selected', { count: selected.length })}
          action={
            <Space>
              {bulk.map((a) =>
                a.confirm ? (
                  <Popconfirm key={a.key} title={a.confirm} onConfirm={() => runBulk(a)}>
                    <Button
                      size="small"
                      danger={a.danger}
                      loading={running === a.key}
                      data-testid={`bulk-${a.key}`}
                    >
                      {a.label}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    key={a.key}
                    size="small"
                    danger={a.danger}
                    loading={running === a.key}
                    onClick={() => void runBulk(a)}
                    data-testid={`bulk-${a.key}`}
                  >
                    {a.label}
                  </Button>
                ),
              )}
            </Space>
          }
        />
      )}
      <Table<T>
        rowKey="id"
        columns={props.columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        expandable={props.expandable}
        rowSelection={
          bulk.length ? { selectedRowKeys: selected, onChange: setSelected } : undefined
        }
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { total }),
        }}
      />
    </Space>
  );
}
