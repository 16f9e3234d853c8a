import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useManageSession } from '../../shell/hooks/use-manage-session.ts';
import { fetchFigures } from '../api/dashboard-api.ts';
import { FigureCards } from '../components/figure-cards.tsx';
import { ScopeNote } from '../components/scope-note.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';
import { DASHBOARD_KEY } from '../lib/dashboard-paths.ts';

// The charting library comes with the charts only: a chunk of its own, loaded here alone.
const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'));

/**
 * /manage: the dashboard of an administrator (the company) or of a unit manager or supervisor
 * (their departments): who they are, whose figures these are, the live figures and the charts.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const admin = useManageSession();
  const figures = useQuery({
    queryKey: [...DASHBOARD_KEY, 'figures'],
    queryFn: fetchFigures,
    // Live figures: fresh on each visit and every minute while the page is open.
    refetchInterval: 60_000,
    staleTime: 0,
  });
  if (admin.isPending) return <PageSpin />;
  if (admin.isError) return <LoadFailed error={admin.error} onRetry={() => void admin.refetch()} />;
  if (!admin.data) return <Result status="info" title={t('dashboard.empty')} />;
  return (
    <div className="page dashboard-page">
      <WelcomeCard admin={admin.data} />
      <Card
        data-testid="dashboard-figures"
        title={
          <Space wrap>
            <span>{t('dashboard.figures.title')}</span>
            {figures.data && (
              <Typography.Text type="secondary" className="dashboard-day">
                {t('dashboard.figures.asOf', { day: figures.data.today })}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('dashboard.figures.refresh')}
            loading={figures.isFetching}
            onClick={() => void figures.refetch()}
          />
        }
      >
        <div className="dashboard-scope">
          <ScopeNote />
        </div>
        {figures.isPending ? (
          <PageSpin />
        ) : figures.isError ? (
          <LoadFailed error={figures.error} onRetry={() => void figures.refetch()} />
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <FigureCards figures={figures.data} />
            <Suspense fallback={<PageSpin />}>
              <DashboardCharts figures={figures.data} />
            </Suspense>
          </Space>
        )}
      </Card>
    </div>
  );
}
