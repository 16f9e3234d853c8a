import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadIcon } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { showDownloadCentre } from '../lib/header-gates.ts';

export const DOWNLOAD_CENTRE_PATH = '/mine/down';

/** The download-centre icon: watermark downloads on, and the course or knowledge menu enabled. */
export function DownloadLink({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  const menu = useSession((s) => s.companyInfo?.menu);
  if (!showDownloadCentre(config, menu)) return null;
  return (
    <Link
      to={DOWNLOAD_CENTRE_PATH}
      className={withText ? 'header-link' : 'header-icon'}
      aria-label={withText ? undefined : t('shell.downloads')}
      title={t('shell.downloads')}
      data-testid="download-centre"
    >
      <DownloadIcon size={20} />
      {withText ? <span>{t('shell.downloads')}</span> : null}
    </Link>
  );
}
