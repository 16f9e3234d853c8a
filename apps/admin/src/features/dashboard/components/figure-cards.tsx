import {
  AuditOutlined,
  CheckCircleOutlined,
  FieldTimeOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASS_RATE_DAYS, type TDashboardFigures } from '@ascent/shared/dashboard';

interface Figure {
  key: string;
  title: string;
  value: number | string;
  suffix?: string;
  icon: ReactNode;
  note: string;
}

/** The dashboard's figures, one card each, with what each counts underneath. */
export function FigureCards({ figures: f }: { figures: TDashboardFigures }) {
  const { t } = useTranslation();
  const items: Figure[] = [
    {
      key: 'activeToday',
      title: t('dashboard.figures.activeToday'),
      value: f.activeToday,
      icon: <UserOutlined />,
      note: t('dashboard.figures.activeTodayNote'),
    },
    {
      key: 'activeWeek',
      title: t('dashboard.figures.activeWeek'),
      value: f.activeWeek,
      icon: <TeamOutlined />,
      note: t('dashboard.figures.activeWeekNote'),
    },
    {
      key: 'completions',
      title: t('dashboard.figures.completionsToday'),
      value: f.completionsToday,
      icon: <CheckCircleOutlined />,
      note: t('dashboard.figures.completionsNote', {
        week: f.completionsWeek,
        total: f.completionsTotal,
      }),
    },
    {
      key: 'passRate',
      title: t('dashboard.figures.passRate'),
      value: f.passRate === null ? '-' : f.passRate,
      suffix: f.passRate === null ? undefined : '%',
      icon: <TrophyOutlined />,
      note:
        f.examAttempts === 0
          ? t('dashboard.figures.passRateNone', { days: PASS_RATE_DAYS })
          : t('dashboard.figures.passRateNote', {
              passed: f.examPassed,
              attempts: f.examAttempts,
              days: PASS_RATE_DAYS,
            }),
    },
    {
      key: 'pendingApprovals',
      title: t('dashboard.figures.pendingApprovals'),
      value: f.pendingApprovals,
      icon: <AuditOutlined />,
      note: t('dashboard.figures.pendingApprovalsNote'),
    },
    {
      key: 'overdueLearners',
      title: t('dashboard.figures.overdueLearners'),
      value: f.overdueLearners,
      icon: <FieldTimeOutlined />,
      note: t('dashboard.figures.overdueLearnersNote'),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={12} lg={8} xxl={4}>
          <Card data-testid={`figure-${item.key}`} className="dashboard-figure">
            <Statistic
              title={item.title}
              value={item.value}
              suffix={item.suffix}
              prefix={item.icon}
            />
            <Typography.Text type="secondary">{item.note}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
