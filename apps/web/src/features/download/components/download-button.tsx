import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddDownload } from '../hooks/use-downloads.ts';
import { DOWNLOADS_PATH } from '../lib/download-paths.ts';

/**
 * Downloads an item's document through the download centre (file/downsadd): the file (with the
 * learner's watermark when the company asks for it) starts downloading and stays in /mine/down
 * for 3 days.
 */
export function DownloadButton({ itemType, itemId }: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddDownload();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={add.isPending}
      data-testid="download-button"
      onClick={() =>
        add.mutate(
          { itemType, itemId },
          {
            onSuccess: () =>
              message.success(
                <span>
                  {t('download.added')} <Link to={DOWNLOADS_PATH}>{t('download.open')}</Link>
                </span>,
              ),
          },
        )
      }
    >
      {t('download.download')}
    </Button>
  );
}
