import { DownloadOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { showDownloadCentre } from '../lib/header-gates.ts';

export const DOWNLOAD_CENTRE_PATH = '/mine/down';

/** The download-centre icon: watermark downloads on, and the course or knowledge menu enabled. */
export function DownloadLink() {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  const menu = useSession((s) => s.companyInfo?.menu);
  if (!showDownloadCentre(config, menu)) return null;
  return (
    <Tooltip title={t('shell.downloads')}>
      <Link
        to={DOWNLOAD_CENTRE_PATH}
        className="header-icon"
        aria-label={t('shell.downloads')}
        data-testid="download-centre"
      >
        <DownloadOutlined style={{ fontSize: 18 }} />
      </Link>
    </Tooltip>
  );
}
