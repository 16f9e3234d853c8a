import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { buildLoginUrl } from '@ascent/client/api';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { ADMIN_LOGIN_PATH } from '../../../app/router/paths.ts';
import { services, session } from '../../../app/services.ts';
import { redeemHandover } from '../api/handover-api.ts';
import { HANDOVER_FAILED_PARAM } from '../lib/handover-params.ts';

/**
 * /manage/handover?code=...&redirect=...: the learner site's admin link lands here. The
 * single-use code becomes a new admin session, then the dashboard (or the redirect) opens; a
 * used or expired code leads to the login page, which says so.
 */
export function HandoverPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const redirect = params.get('redirect');
  // The code works once: never post it twice (React runs effects twice in development).
  const tried = useRef('');

  useEffect(() => {
    if (tried.current === code) return;
    tried.current = code;
    const failed = () => {
      const login = buildLoginUrl(afterLoginTarget(redirect), ADMIN_LOGIN_PATH);
      void navigate(`${login}&${HANDOVER_FAILED_PARAM}=invalid`, { replace: true });
    };
    if (!code) return failed();
    redeemHandover(code).then((login) => {
      services.queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      session.signIn(login);
      void navigate(afterLoginTarget(redirect), { replace: true });
    }, failed);
  }, [code, redirect, navigate]);

  return (
    <div className="centered-page" data-testid="handover-page">
      <Spin size="large" tip={t('handover.working')}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </div>
  );
}
