import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TDownloadRecord } from '@ascent/shared/download';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useDownloads, useStartDownload } from '../hooks/use-downloads.ts';

const PAGE_SIZE = 20;

/** /mine/down: what the learner downloaded in the last days; each link lasts 3 days. */
export function DownloadsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const downloads = useDownloads(page, PAGE_SIZE);
  const start = useStartDownload();
  if (downloads.isPending) return <PageSpin />;
  if (downloads.isError && !downloads.data)
    return <LoadFailed error={downloads.error} onRetry={() => void downloads.refetch()} />;
  const data = downloads.data;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <div className="page">
      <Card title={t('download.title')} data-testid="downloads-page">
        <p>{t('download.hint')}</p>
        <Table<TDownloadRecord>
          rowKey="id"
          dataSource={data.list}
          loading={downloads.isFetching}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty description={t('download.empty')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('download.name'),
              key: 'name',
              render: (_, r) => (
                <div>
                  <div>{r.title}</div>
                  <small>{r.fileName}</small>
                </div>
              ),
            },
            { title: t('download.size'), key: 'size', render: (_, r) => formatSize(r.size) },
            {
              title: t('download.watermark'),
              key: 'watermarked',
              render: (_, r) => (r.watermarked ? t('download.yes') : t('download.no')),
            },
            {
              title: t('download.createdAt'),
              key: 'createdAt',
              render: (_, r) => when(r.createdAt),
            },
            {
              title: t('download.expiresAt'),
              key: 'expiresAt',
              render: (_, r) => when(r.expiresAt),
            },
            {
              title: t('download.state'),
              key: 'state',
              render: (_, r) => (
                <Tag color={r.state === 'ready' ? 'green' : 'default'}>
                  {t(`download.states.${r.state}`)}
                </Tag>
              ),
            },
            {
              title: t('download.action'),
              key: 'action',
              render: (_, r) => (
                <Tooltip title={r.state === 'expired' ? t('download.expiredHint') : undefined}>
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    disabled={r.state === 'expired'}
                    loading={start.isPending && start.variables === r.id}
                    onClick={() => start.mutate(r.id)}
                    aria-label={`${t('download.download')} ${r.fileName}`}
                  >
                    {t('download.download')}
                  </Button>
                </Tooltip>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
