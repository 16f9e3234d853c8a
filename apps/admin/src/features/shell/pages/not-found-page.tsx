import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateRef } from '@ascent/client/i18n';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from '../../../app/router/paths.ts';
import { useSession } from '../../../app/services.ts';

/** Any /manage path this site does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== '');
  return (
    <div className="centered-page" data-testid="admin-not-found">
      <Result
        status="404"
        title="404"
        subTitle={translateRef('common.notFound')}
        extra={
          <Button
            type="primary"
            onClick={() => void navigate(signedIn ? ADMIN_HOME_PATH : ADMIN_LOGIN_PATH)}
          >
            {t(signedIn ? 'common.backHome' : 'common.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
