import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCertificateTemplateRow } from '@ascent/shared/certificate';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteTemplates, fetchTemplatePage } from '../api/certificate-api.ts';
import { TEMPLATE_LIST_KEY } from '../hooks/use-certificates-admin.ts';
import { templateEditPath } from '../lib/certificate-paths.ts';
import { IssueDialog } from '../components/issue-dialog.tsx';
import '../certificates-admin.css';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** Certificate templates: search, create, edit, delete (unused ones), issue by hand. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const refresh = () => client.invalidateQueries({ queryKey: TEMPLATE_LIST_KEY });
  const remove = async (ids: number[]) => {
    await deleteTemplates(ids);
    void message.success(t('certificates.deleted'));
  };

  return (
    <Card title={t('certificates.title.templates')}>
      <DataTable<TCertificateTemplateRow>
        testId="certificate-template-table"
        queryKey={TEMPLATE_LIST_KEY}
        list={list}
        fetchPage={fetchTemplatePage}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('certificates.searchTemplates')}
              aria-label={t('certificates.searchTemplates')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(templateEditPath())}
              data-testid="certificate-template-create"
            >
              {t('certificates.createTemplate')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('certificates.delete'),
            danger: true,
            confirm: t('certificates.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('certificates.form.name'), dataIndex: 'name' },
          {
            title: t('certificates.form.page'),
            dataIndex: 'page',
            render: (p: TCertificateTemplateRow['page']) => t(`certificates.page.${p}`),
          },
          {
            title: t('certificates.form.validityMonths'),
            dataIndex: 'validityMonths',
            render: (m: number) =>
              m ? t('certificates.months', { count: m }) : t('certificates.neverExpires'),
          },
          {
            title: t('certificates.form.sources'),
            key: 'sources',
            render: (_: unknown, row: TCertificateTemplateRow) => (
              <Space size={[4, 4]} wrap>
                {row.sources.map((s) => (
                  <Tag key={`${s.kind}:${s.itemId}`}>
                    {t(`certificates.sourceKind.${s.kind}`)}: {s.title || `#${s.itemId}`}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('certificates.form.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'default'}>
                {t(on ? 'certificates.on' : 'certificates.off')}
              </Tag>
            ),
          },
          { title: t('certificates.issuedCount'), dataIndex: 'issuedCount' },
          {
            title: t('certificates.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('certificates.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TCertificateTemplateRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(templateEditPath(row.id))}
                >
                  {t('certificates.edit')}
                </Button>
                {row.enabled && <IssueDialog template={row} onIssued={refresh} />}
                <Popconfirm
                  title={t('certificates.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('certificates.delete')}
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
