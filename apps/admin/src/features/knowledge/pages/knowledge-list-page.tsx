import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  KNOWLEDGE_STATUSES,
  type KnowledgeStatus,
  type TKnowledgeAdminRow,
} from '@ascent/shared/knowledge';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteKnowledge, fetchKnowledgePage, publishKnowledge } from '../api/knowledge-api.ts';
import { KNOWLEDGE_LIST_KEY, useKnowledgeCategories } from '../hooks/use-knowledge-admin.ts';
import { knowledgeEditPath } from '../lib/knowledge-paths.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<KnowledgeStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};

/** Knowledge items: filter by keyword, category and status; publish, take down, delete. */
export function KnowledgeListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const categories = useKnowledgeCategories();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [status, setStatus] = useState<KnowledgeStatus | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: KNOWLEDGE_LIST_KEY });

  const publish = async (ids: number[], on: boolean) => {
    await publishKnowledge(ids, on);
    void message.success(t(on ? 'knowledge.publishedDone' : 'knowledge.unpublishedDone'));
  };
  const remove = async (ids: number[]) => {
    await deleteKnowledge(ids);
    void message.success(t('knowledge.deleted'));
  };

  return (
    <Card title={t('knowledge.title.items')}>
      <DataTable<TKnowledgeAdminRow>
        testId="knowledge-table"
        queryKey={[...KNOWLEDGE_LIST_KEY, categoryId, status]}
        list={list}
        fetchPage={(q) => fetchKnowledgePage({ ...q, categoryId, status })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('knowledge.search')}
              aria-label={t('knowledge.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('knowledge.form.category')}
              aria-label={t('knowledge.form.category')}
              treeData={toTreeOptions(categories.data ?? [])}
              value={categoryId}
              onChange={(v: number | undefined) => {
                setCategoryId(v);
                list.change({ page: 1 });
              }}
              style={{ width: 200 }}
            />
            <Select
              allowClear
              placeholder={t('knowledge.status.label')}
              aria-label={t('knowledge.status.label')}
              value={status}
              onChange={(v: KnowledgeStatus | undefined) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={KNOWLEDGE_STATUSES.map((s) => ({
                value: s,
                label: t(`knowledge.status.${s}`),
              }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(knowledgeEditPath())}
              data-testid="knowledge-create"
            >
              {t('knowledge.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'publish',
            label: t('knowledge.publish'),
            run: (ids) => publish(ids, true).catch(() => undefined),
          },
          {
            key: 'unpublish',
            label: t('knowledge.unpublish'),
            run: (ids) => publish(ids, false).catch(() => undefined),
          },
          {
            key: 'delete',
            label: t('knowledge.delete'),
            danger: true,
            confirm: t('knowledge.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('knowledge.form.title'), dataIndex: 'title' },
          { title: t('knowledge.form.category'), dataIndex: 'categoryName' },
          {
            title: t('knowledge.status.label'),
            dataIndex: 'status',
            render: (s: KnowledgeStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`knowledge.status.${s}`)}</Tag>
            ),
          },
          { title: t('knowledge.form.document'), dataIndex: 'fileName' },
          { title: t('knowledge.form.secrecy'), dataIndex: 'secrecyLevel' },
          {
            title: t('knowledge.form.visibility'),
            dataIndex: 'visibility',
            render: (v: 'all' | 'limited') => t(`knowledge.visibility.${v}`),
          },
          { title: t('knowledge.views'), dataIndex: 'viewCount' },
          { title: t('knowledge.downloads'), dataIndex: 'downloadCount' },
          {
            title: t('knowledge.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('knowledge.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TKnowledgeAdminRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(knowledgeEditPath(row.id))}
                >
                  {t('knowledge.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void publish([row.id], row.status !== 'published')
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  {t(row.status === 'published' ? 'knowledge.unpublish' : 'knowledge.publish')}
                </Button>
                <Popconfirm
                  title={t('knowledge.deleteConfirm', { title: row.title })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('knowledge.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
