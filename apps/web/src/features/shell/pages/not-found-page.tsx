import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateRef } from '@ascent/client/i18n';
import { useSession } from '../../../app/services.ts';
import { HOME_PATH } from '../lib/menu-entries.ts';

/** Any path this site does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== '');
  return (
    <Result
      status="404"
      title="404"
      subTitle={translateRef('common.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate(signedIn ? HOME_PATH : '/login')}>
          {t(signedIn ? 'common.backHome' : 'common.toLogin')}
        </Button>
      }
    />
  );
}
