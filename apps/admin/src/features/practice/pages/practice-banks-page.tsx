import { App, Card, Input, Select, Space, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import {
  fetchPracticeBanks,
  savePracticeBanks,
  type PracticeBankTableRow,
} from '../api/practice-admin-api.ts';

const KEY = [...USER_QUERY_KEY, 'practice-admin', 'banks'] as const;
type Filter = 'all' | 'open' | 'closed';

/** The company's question banks: open or close each for practice, one at a time or in bulk. */
export function PracticeBanksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState<number | null>(null);

  const save = async (ids: number[], enabled: boolean) => {
    await savePracticeBanks(ids, enabled);
    void message.success(t(enabled ? 'practice.banks.opened' : 'practice.banks.closedDone'));
  };
  const toggle = async (row: PracticeBankTableRow, enabled: boolean) => {
    setBusy(row.id);
    try {
      await save([row.id], enabled);
      await client.invalidateQueries({ queryKey: KEY });
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('practice.menu.banks')}>
      <Typography.Paragraph type="secondary">{t('practice.banks.help')}</Typography.Paragraph>
      <DataTable<PracticeBankTableRow>
        testId="practice-banks-table"
        queryKey={[...KEY, filter]}
        list={list}
        fetchPage={(q) =>
          fetchPracticeBanks({
            ...q,
            enabled: filter === 'all' ? undefined : filter === 'open',
          })
        }
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('practice.banks.search')}
              aria-label={t('practice.banks.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select<Filter>
              value={filter}
              aria-label={t('practice.banks.filter')}
              onChange={(v) => {
                setFilter(v);
                list.change({ page: 1 });
              }}
              options={(['all', 'open', 'closed'] as const).map((f) => ({
                value: f,
                label: t(`practice.banks.${f}`),
              }))}
              style={{ width: 160 }}
            />
          </Space>
        }
        bulkActions={[
          {
            key: 'open',
            label: t('practice.banks.open'),
            run: (ids) => save(ids, true).catch(() => false),
          },
          {
            key: 'close',
            label: t('practice.banks.close'),
            run: (ids) => save(ids, false).catch(() => false),
          },
        ]}
        columns={[
          { title: t('practice.banks.name'), dataIndex: 'name' },
          { title: t('practice.banks.category'), dataIndex: 'categoryName' },
          { title: t('practice.banks.questions'), dataIndex: 'questionCount' },
          {
            title: t('practice.banks.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean, row: PracticeBankTableRow) => (
              <Switch
                checked={on}
                loading={busy === row.id}
                aria-label={t('practice.banks.enabled')}
                data-testid={`practice-bank-${row.id}`}
                onChange={(v) => void toggle(row, v)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
