import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEDGER_KINDS } from '@ascent/shared/learning';
import { LoadFailed } from '@ascent/client/ui';
import { LedgerList } from '../components/ledger-list.tsx';
import { useTotals } from '../hooks/use-learning.ts';
import '../learning.css';

/** /mine/study: totals of study hours, credits and points, and each kind's records. */
export function MineStudyPage() {
  const { t } = useTranslation();
  const totals = useTotals();
  return (
    <Card
      title={t('learning.study.title')}
      extra={<Link to="/mine/study/profile">{t('learning.study.rules')}</Link>}
    >
      {totals.isError && !totals.data ? (
        <LoadFailed error={totals.error} onRetry={() => void totals.refetch()} />
      ) : (
        <Row gutter={16} className="study-totals">
          {LEDGER_KINDS.map((k) => (
            <Col xs={8} key={k}>
              <Statistic
                title={t(`learning.kind.${k}`)}
                value={totals.data?.[k] ?? 0}
                loading={totals.isPending}
              />
            </Col>
          ))}
        </Row>
      )}
      <Tabs
        items={LEDGER_KINDS.map((k) => ({
          key: k,
          label: t(`learning.kind.${k}`),
          children: <LedgerList kind={k} />,
        }))}
      />
    </Card>
  );
}
