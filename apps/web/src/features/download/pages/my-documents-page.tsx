import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TMyDocument } from '@ascent/shared/download';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useAddDownload, useMyDocuments, useStartDownload } from '../hooks/use-downloads.ts';

const PAGE_SIZE = 20;

/**
 * /mine/documents: every document the learner has downloaded, once each, newest first. A
 * download still within its 3 days starts again at once; an older one is asked for again
 * (file/downsadd), which checks that the learner may still have it.
 */
export function MyDocumentsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const documents = useMyDocuments(page, PAGE_SIZE);
  const start = useStartDownload();
  const again = useAddDownload();
  if (documents.isPending) return <PageSpin />;
  if (documents.isError && !documents.data)
    return <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />;
  const data = documents.data;
  const key = (r: TMyDocument) => `${r.itemType}:${r.itemId}`;
  const busy = (r: TMyDocument) =>
    (start.isPending && start.variables === r.readyRecordId) ||
    (again.isPending && again.variables?.itemId === r.itemId);

  return (
    <div className="page">
      <Card title={t('download.documentsTitle')} data-testid="my-documents-page">
        <p>{t('download.documentsHint')}</p>
        <Table<TMyDocument>
          rowKey={key}
          dataSource={data.list}
          loading={documents.isFetching}
          scroll={{ x: 640 }}
          locale={{ emptyText: <Empty description={t('download.documentsEmpty')} /> }}
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
            { title: t('download.times'), key: 'downloads', dataIndex: 'downloads' },
            {
              title: t('download.lastDownloadedAt'),
              key: 'lastDownloadedAt',
              render: (_, r) => new Date(r.lastDownloadedAt).toLocaleString(i18n.language),
            },
            {
              title: t('download.action'),
              key: 'action',
              render: (_, r) => (
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={busy(r)}
                  onClick={() =>
                    r.readyRecordId
                      ? start.mutate(r.readyRecordId)
                      : again.mutate({ itemType: r.itemType, itemId: r.itemId })
                  }
                  aria-label={`${t('download.download')} ${r.fileName}`}
                >
                  {r.readyRecordId ? t('download.download') : t('download.downloadAgain')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
