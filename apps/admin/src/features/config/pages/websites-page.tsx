import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminWebsite } from '@ascent/shared/config';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteWebsite, fetchWebsites } from '../api/config-api.ts';
import { WebsiteDialog } from '../components/website-dialog.tsx';
import { configKeys } from '../lib/query-keys.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** /manage/config/websites: the company's learner sites, each with its host and menus. */
export function WebsitesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [editing, setEditing] = useState<TAdminWebsite | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: configKeys.websites });

  const remove = async (site: TAdminWebsite) => {
    try {
      const res = await deleteWebsite(site.id);
      void message.success(t('config.websites.deleted', { count: res.movedUsers }));
      await refresh();
    } catch {
      // the API client already showed the refusal
    }
  };

  return (
    <Card title={t('config.websites.title')}>
      <DataTable<TAdminWebsite>
        testId="websites-table"
        queryKey={configKeys.websites}
        list={list}
        fetchPage={fetchWebsites}
        toolbar={
          <Space>
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
                setOpen(true);
              }}
              data-testid="website-add"
            >
              {t('config.websites.add')}
            </Button>
          </Space>
        }
        columns={[
          { title: t('config.websites.platformName'), dataIndex: 'platformName', sorter: true },
          {
            title: t('config.websites.domain'),
            dataIndex: 'domain',
            sorter: true,
            render: (v: string) => v || t('common.none'),
          },
          {
            title: t('config.websites.active'),
            dataIndex: 'active',
            render: (v: boolean) =>
              v ? <Tag color="green">{t('config.on')}</Tag> : <Tag>{t('config.off')}</Tag>,
          },
          {
            title: t('config.websites.menus'),
            dataIndex: 'ownMenus',
            render: (v: boolean) =>
              v ? t('config.websites.ownMenus') : t('config.websites.companyMenus'),
          },
          { title: t('config.websites.users'), dataIndex: 'users' },
          { title: t('config.websites.sort'), dataIndex: 'sort', sorter: true },
          {
            title: t('table.actions'),
            ...ACTIONS_COLUMN,
            render: (_v, site) => (
              <Space>
                <Button
                  type="link"
                  onClick={() => {
                    setEditing(site);
                    setOpen(true);
                  }}
                >
                  {t('config.edit')}
                </Button>
                <Popconfirm
                  title={t('config.websites.deleteConfirm', { count: site.users })}
                  onConfirm={() => remove(site)}
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
      <WebsiteDialog
        site={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void refresh();
        }}
      />
    </Card>
  );
}
