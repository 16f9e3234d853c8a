import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { pickLangName } from '@ascent/shared/platform';
import type { TAdminPersonnelField } from '@ascent/shared/config';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import {
  deletePersonnelField,
  fetchPersonnelFields,
  reorderPersonnelFields,
  updatePersonnelField,
} from '../api/config-api.ts';
import { PersonnelFieldDialog } from '../components/personnel-field-dialog.tsx';
import { RequestInformationDialog } from '../components/request-information-dialog.tsx';
import { fieldToForm } from '../lib/field-form.ts';
import { configKeys } from '../lib/query-keys.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** The most fields a company has (the reorder call takes the whole list). */
const ALL = { page: 1, pageSize: 200 };

/**
 * /manage/config/personnel-fields: the fields of the learners' complete-information form
 * (every listed field is required of them), in form order, and the request to fill them in.
 */
export function PersonnelFieldsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [editing, setEditing] = useState<TAdminPersonnelField | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: configKeys.personnelFields });

  const run = async (task: () => Promise<unknown>, done = 'config.saved') => {
    try {
      await task();
      void message.success(t(done));
    } catch {
      // the API client already showed the refusal
    }
    await refresh();
  };

  const move = (field: TAdminPersonnelField, by: -1 | 1) =>
    run(async () => {
      const ids = (await fetchPersonnelFields(ALL)).list.map((f) => f.id);
      const i = ids.indexOf(field.id);
      const j = i + by;
      if (i < 0 || j < 0 || j >= ids.length) return;
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      await reorderPersonnelFields(ids);
    });

  return (
    <Card title={t('config.personnelFields.title')}>
      <DataTable<TAdminPersonnelField>
        testId="personnel-fields-table"
        queryKey={configKeys.personnelFields}
        list={list}
        fetchPage={fetchPersonnelFields}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('table.search')}
              onSearch={list.search}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(null);
                setEditorOpen(true);
              }}
              data-testid="field-add"
            >
              {t('config.personnelFields.add')}
            </Button>
            <Button
              icon={<SendOutlined />}
              onClick={() => setRequestOpen(true)}
              data-testid="field-request"
            >
              {t('config.personnelFields.request')}
            </Button>
          </Space>
        }
        columns={[
          {
            title: t('config.order'),
            key: 'order',
            render: (_v, f) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('config.up')}
                  onClick={() => void move(f, -1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('config.down')}
                  onClick={() => void move(f, 1)}
                />
              </Space>
            ),
          },
          { title: t('config.personnelFields.key'), dataIndex: 'key' },
          {
            title: t('config.personnelFields.name'),
            key: 'name',
            render: (_v, f) => pickLangName(f.langNames, locale, f.name),
          },
          {
            title: t('config.personnelFields.type'),
            dataIndex: 'type',
            render: (v: number) => t(`config.personnelFields.types.t${v}`),
          },
          {
            title: t('config.personnelFields.origin'),
            dataIndex: 'defaultField',
            render: (v: number) =>
              v === 1 ? (
                <Tag color="blue">{t('config.personnelFields.builtInTag')}</Tag>
              ) : (
                <Tag>{t('config.personnelFields.customTag')}</Tag>
              ),
          },
          {
            title: t('config.personnelFields.enabled'),
            dataIndex: 'enabled',
            render: (v: boolean, f) => (
              <Switch
                checked={v}
                aria-label={t('config.personnelFields.enabled')}
                onChange={(checked) =>
                  void run(() =>
                    updatePersonnelField({ ...fieldToForm(f), id: f.id, enabled: checked }, false),
                  )
                }
              />
            ),
          },
          {
            title: t('table.actions'),
            ...ACTIONS_COLUMN,
            render: (_v, f) => (
              <Space>
                <Button
                  type="link"
                  onClick={() => {
                    setEditing(f);
                    setEditorOpen(true);
                  }}
                  data-testid={`field-edit-${f.key}`}
                >
                  {t('config.edit')}
                </Button>
                <Popconfirm
                  title={t('config.personnelFields.deleteConfirm')}
                  onConfirm={() => run(() => deletePersonnelField(f.id), 'config.deleted')}
                >
                  <Button type="link" danger>
                    {t('config.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PersonnelFieldDialog
        field={editing}
        open={editorOpen}
        onClose={() => setEditorOpen(false)}
        onSaved={() => {
          setEditorOpen(false);
          void refresh();
        }}
      />
      <RequestInformationDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </Card>
  );
}
