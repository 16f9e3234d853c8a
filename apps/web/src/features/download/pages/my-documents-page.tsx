import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMyDocument } from '@ascent/shared/download';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { DOCUMENT_PAGE_SIZE, DocumentTable } from '../components/document-table.tsx';
import { useAddDownload, useMyDocuments, useStartDownload } from '../hooks/use-downloads.ts';
import { formatDateTime } from '@ascent/client/i18n';

/**
 * /mine/documents: every document the learner has downloaded, once each, newest first. A
 * download still within its 3 days starts again at once; an older one is asked for again
 * (file/downsadd), which checks that the learner may still have it.
 */
export function MyDocumentsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const documents = useMyDocuments(page, DOCUMENT_PAGE_SIZE);
  const start = useStartDownload();
  const again = useAddDownload();
  if (documents.isPending) return <PageSpin />;
  if (documents.isError && !documents.data)
    return <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />;
  const key = (r: TMyDocument) => `${r.itemType}:${r.itemId}`;
  const busy = (r: TMyDocument) =>
    (start.isPending && start.variables === r.readyRecordId) ||
    (again.isPending && again.variables?.itemId === r.itemId);

  return (
    <DocumentTable<TMyDocument>
      title={t('download.documentsTitle')}
      hint={t('download.documentsHint')}
      empty={t('download.documentsEmpty')}
      testId="my-documents-page"
      rowKey={key}
      data={documents.data}
      loading={documents.isFetching}
      page={page}
      onPage={setPage}
      scrollX={640}
      columns={[
        { title: t('download.times'), key: 'downloads', dataIndex: 'downloads' },
        {
          title: t('download.lastDownloadedAt'),
          key: 'lastDownloadedAt',
          render: (_, r) => formatDateTime(r.lastDownloadedAt),
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
  );
}
