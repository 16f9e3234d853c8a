import { Card, Col, Empty, Row } from 'antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SERIES_DAYS, type TDashboardFigures } from '@ascent/shared/dashboard';

// Only the parts the two charts draw (Chart.js tree-shaken): this module is its own chunk,
// loaded by the dashboard page alone.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
);

const BRAND = '#1677ff';
const WARN = '#fa8c16';

/** One Chart.js chart on a canvas, redrawn when its configuration changes. */
function ChartCanvas({
  config,
  label,
  testId,
}: {
  config: ChartConfiguration;
  label: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="dashboard-chart">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}

/** The dashboard's charts: active learners per day, and overdue learners by department. */
export default function DashboardCharts({ figures }: { figures: TDashboardFigures }) {
  const { t } = useTranslation();
  const series = figures.activeSeries;
  const anyActive = series.some((d) => d.learners > 0);
  const seriesLabel = t('dashboard.charts.activeLabel', {
    days: DASHBOARD_SERIES_DAYS,
    values: series.map((d) => `${d.day.slice(5)}: ${d.learners}`).join(', '),
  });
  const activeConfig = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: series.map((d) => d.day.slice(5)),
        datasets: [
          {
            label: t('dashboard.charts.activeSeries'),
            data: series.map((d) => d.learners),
            borderColor: BRAND,
            backgroundColor: 'rgba(22, 119, 255, 0.12)',
            fill: true,
            tension: 0.3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [series, t],
  );
  const overdue = figures.overdueByDepartment;
  const none = t('dashboard.charts.noDepartment');
  const overdueConfig = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: overdue.map((d) => d.departmentName || none),
        datasets: [
          {
            label: t('dashboard.charts.overdueSeries'),
            data: overdue.map((d) => d.learners),
            backgroundColor: WARN,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [overdue, none, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('dashboard.charts.activeTitle', { days: DASHBOARD_SERIES_DAYS })}>
          {anyActive ? (
            <ChartCanvas config={activeConfig} label={seriesLabel} testId="chart-active" />
          ) : (
            <Empty description={t('dashboard.charts.activeEmpty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('dashboard.charts.overdueTitle')}>
          {overdue.length ? (
            <ChartCanvas
              config={overdueConfig}
              label={overdue.map((d) => `${d.departmentName || none}: ${d.learners}`).join(', ')}
              testId="chart-overdue"
            />
          ) : (
            <Empty description={t('dashboard.charts.overdueEmpty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
