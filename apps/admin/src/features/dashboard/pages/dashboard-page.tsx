import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useManageSession } from '../../shell/hooks/use-manage-session.ts';
import { WelcomeCard } from '../components/welcome-card.tsx';

/** /manage: the administrator's dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const admin = useManageSession();
  if (admin.isPending) return <PageSpin />;
  if (admin.isError) return <LoadFailed error={admin.error} onRetry={() => void admin.refetch()} />;
  if (!admin.data) return <Result status="info" title={t('dashboard.empty')} />;
  return (
    <div className="page">
      <WelcomeCard admin={admin.data} />
    </div>
  );
}
