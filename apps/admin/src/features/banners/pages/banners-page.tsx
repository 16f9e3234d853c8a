import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Image, Input, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBannerAdmin } from '@ascent/shared/home';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteBanners, fetchBanners } from '../api/banners-api.ts';
import { BannerFormModal } from '../components/banner-form-modal.tsx';
import { BANNERS_KEY } from '../lib/banners-key.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const when = (v: string | null) => (v ? formatDateTime(v) : '—');

/** The learner home's carousel: which pictures, in what order, when. */
export function BannersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  // undefined: closed; null: a new banner; a banner: editing it.
  const [editing, setEditing] = useState<TBannerAdmin | null | undefined>(undefined);
  const refresh = () => client.invalidateQueries({ queryKey: BANNERS_KEY });
  const remove = async (ids: number[]) => {
    await deleteBanners(ids);
    void message.success(t('banners.deleted'));
  };
  return (
    <Card title={t('banners.title')}>
      <DataTable<TBannerAdmin>
        testId="banner-table"
        queryKey={BANNERS_KEY}
        list={list}
        fetchPage={fetchBanners}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('banners.search')}
              aria-label={t('banners.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="banner-create"
            >
              {t('banners.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('banners.delete'),
            danger: true,
            confirm: t('banners.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          {
            title: t('banners.fields.image'),
            dataIndex: 'imageUrl',
            render: (url: string) => <Image src={url} width={120} alt="" />,
          },
          { title: t('banners.fields.title'), dataIndex: 'title' },
          { title: t('banners.fields.link'), dataIndex: 'linkUrl' },
          { title: t('banners.fields.sort'), dataIndex: 'sort' },
          {
            title: t('banners.fields.window'),
            key: 'window',
            render: (_: unknown, b: TBannerAdmin) => `${when(b.startAt)} ~ ${when(b.endAt)}`,
          },
          {
            title: t('banners.fields.state'),
            key: 'state',
            render: (_: unknown, b: TBannerAdmin) => (
              <Tag color={b.active ? 'green' : 'default'}>
                {t(
                  b.active ? 'banners.active' : b.enabled ? 'banners.outsideWindow' : 'banners.off',
                )}
              </Tag>
            ),
          },
          {
            title: t('banners.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, b: TBannerAdmin) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(b)}>
                  {t('banners.edit')}
                </Button>
                <Popconfirm
                  title={t('banners.deleteConfirm', { title: b.title })}
                  onConfirm={() =>
                    remove([b.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('banners.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <BannerFormModal
          banner={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void message.success(t('banners.saved'));
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
