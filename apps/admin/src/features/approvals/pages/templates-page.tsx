import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '@ascent/client/i18n';
import type { TAuditTemplate } from '@ascent/shared/audit';
import { pickLangName } from '@ascent/shared/platform';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteTemplates, fetchTemplates } from '../api/approvals-api.ts';
import { TemplateEditor } from '../components/template-editor.tsx';
import { TemplateNodes } from '../components/template-nodes.tsx';
import { useAuditTypes } from '../hooks/use-audit-types.ts';
import { approvalKeys } from '../lib/approval-keys.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** Approval templates: per audit type, ordered nodes; create, edit, delete. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState({ sortField: 'updatedAt', sortOrder: 'descend' });
  const types = useAuditTypes();
  const [type, setType] = useState<number | undefined>();
  // undefined: closed; null: a new template; else the one being edited.
  const [editing, setEditing] = useState<TAuditTemplate | null | undefined>();

  const remove = async (ids: number[]) => {
    await deleteTemplates(ids);
    await client.invalidateQueries({ queryKey: approvalKeys.templates });
    void message.success(t('approvals.deleted'));
  };

  return (
    <Card
      title={t('approvals.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          data-testid="template-create"
        >
          {t('approvals.create')}
        </Button>
      }
    >
      <DataTable<TAuditTemplate>
        testId="template-table"
        queryKey={[...approvalKeys.templates, type]}
        list={list}
        fetchPage={(q) => fetchTemplates({ ...q, type })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('approvals.searchName')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
              data-testid="template-search"
            />
            <Select
              allowClear
              placeholder={t('approvals.allTypes')}
              style={{ width: 220 }}
              value={type}
              onChange={(v?: number) => {
                setType(v);
                list.change({ page: 1 });
              }}
              options={(types.data ?? []).map((ty) => ({ value: ty.type, label: ty.name }))}
            />
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('approvals.delete'),
            danger: true,
            confirm: t('approvals.deleteQuestion'),
            run: remove,
          },
        ]}
        expandable={{ expandedRowRender: (row) => <TemplateNodes template={row} /> }}
        columns={[
          { title: t('approvals.name'), dataIndex: 'name', sorter: true },
          {
            title: t('approvals.type'),
            dataIndex: 'type',
            sorter: true,
            render: (_: number, row: TAuditTemplate) => row.typeName,
          },
          {
            title: t('approvals.state'),
            dataIndex: 'enabled',
            render: (on: boolean) =>
              on ? (
                <Tag color="success">{t('approvals.active')}</Tag>
              ) : (
                <Tag>{t('approvals.inactive')}</Tag>
              ),
          },
          {
            title: t('approvals.nodes'),
            dataIndex: 'nodes',
            render: (nodes: TAuditTemplate['nodes']) =>
              nodes.map((n) => pickLangName(n.langNames, locale, n.name)).join(' → '),
          },
          { title: t('approvals.reviewing'), dataIndex: 'reviewingCount' },
          {
            title: t('approvals.updatedAt'),
            dataIndex: 'updatedAt',
            sorter: true,
            defaultSortOrder: 'descend',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('approvals.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TAuditTemplate) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(row)}
                  data-testid={`template-edit-${row.id}`}
                >
                  {t('approvals.edit')}
                </Button>
                <Popconfirm
                  title={t('approvals.deleteQuestion')}
                  onConfirm={() => remove([row.id])}
                >
                  <Button type="link" size="small" danger data-testid={`template-delete-${row.id}`}>
                    {t('approvals.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <TemplateEditor template={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Card>
  );
}
