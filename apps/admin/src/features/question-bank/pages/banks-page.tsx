import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TQuestionBankRow } from '@ascent/shared/question-admin';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { ListSearch } from '../components/list-search.tsx';
import { deleteBanks, fetchBanks } from '../api/question-bank-api.ts';
import { BankFormModal } from '../components/bank-form-modal.tsx';
import { QB_BANKS_KEY, QB_KEY, useCategories } from '../hooks/use-question-bank.ts';
import { questionsPath } from '../lib/paths.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** Question banks: filter by category and name; create, edit, delete (with their questions). */
export function BanksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListState();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [editing, setEditing] = useState<TQuestionBankRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: QB_KEY });

  const remove = async (ids: number[]) => {
    await deleteBanks(ids);
    void message.success(t('questionBank.deleted'));
  };

  return (
    <Card title={t('questionBank.title.banks')}>
      <DataTable<TQuestionBankRow>
        testId="banks-table"
        queryKey={[...QB_BANKS_KEY, 'list', categoryId]}
        list={list}
        fetchPage={(q) => fetchBanks({ ...q, categoryId })}
        toolbar={
          <Space wrap>
            <ListSearch label={t('questionBank.bank.search')} list={list} />
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('questionBank.bank.category')}
              aria-label={t('questionBank.bank.category')}
              treeData={toTreeOptions(categories.data ?? [])}
              value={categoryId}
              onChange={(v: number | undefined) => {
                setCategoryId(v);
                list.change({ page: 1 });
              }}
              style={{ width: 200 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="bank-create"
            >
              {t('questionBank.bank.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('questionBank.delete'),
            danger: true,
            confirm: t('questionBank.bank.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => false),
          },
        ]}
        columns={[
          {
            title: t('questionBank.bank.name'),
            dataIndex: 'name',
            render: (name: string, row: TQuestionBankRow) => (
              <Link to={questionsPath(row.id)}>{name}</Link>
            ),
          },
          { title: t('questionBank.bank.category'), dataIndex: 'categoryName' },
          { title: t('questionBank.bank.description'), dataIndex: 'description', ellipsis: true },
          { title: t('questionBank.bank.questionCount'), dataIndex: 'questionCount' },
          {
            title: t('questionBank.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('questionBank.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TQuestionBankRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(questionsPath(row.id))}
                >
                  {t('questionBank.bank.questions')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('questionBank.edit')}
                </Button>
                <Popconfirm
                  title={t('questionBank.bank.deleteConfirm', {
                    name: row.name,
                    count: row.questionCount,
                  })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('questionBank.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <BankFormModal
          bank={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void message.success(
              t(editing === 'new' ? 'questionBank.created' : 'questionBank.saved'),
            );
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
