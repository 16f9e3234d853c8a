import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownloadRecord } from '@ascent/shared/download';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { DOCUMENT_PAGE_SIZE, DocumentTable } from '../components/document-table.tsx';
import { useDownloads, useStartDownload } from '../hooks/use-downloads.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** /mine/down: what the learner downloaded in the last days; each link lasts 3 days. */
export function DownloadsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const downloads = useDownloads(page, DOCUMENT_PAGE_SIZE);
  const start = useStartDownload();
  if (downloads.isPending) return <PageSpin />;
  if (downloads.isError && !downloads.data)
    return <LoadFailed error={downloads.error} onRetry={() => void downloads.refetch()} />;

  return (
    <DocumentTable<TDownloadRecord>
      title={t('download.title')}
      hint={t('download.hint')}
      empty={t('download.empty')}
      testId="downloads-page"
      rowKey={(r) => r.id}
      data={downloads.data}
      loading={downloads.isFetching}
      page={page}
      onPage={setPage}
      scrollX={720}
      columns={[
        {
          title: t('download.watermark'),
          key: 'watermarked',
          render: (_, r) => (r.watermarked ? t('download.yes') : t('download.no')),
        },
        {
          title: t('download.createdAt'),
          key: 'createdAt',
          render: (_, r) => formatDateTime(r.createdAt),
        },
        {
          title: t('download.expiresAt'),
          key: 'expiresAt',
          render: (_, r) => formatDateTime(r.expiresAt),
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
  );
}
