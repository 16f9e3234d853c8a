import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  List,
  Progress,
  Space,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IDP_STATUS, type TIdpDetail } from '@ascent/shared/idp';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { markIdpStep, withdrawIdp } from '../api/idp-api.ts';
import { IDP_KEY, useIdp } from '../hooks/use-idp.ts';
import { idFromSearch, idpEditPath, idpPreviewPath } from '../lib/idp-paths.ts';
import { IdpStatusTag } from '../components/idp-status-tag.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { ResourceProgress } from '../components/resource-progress.tsx';
import '../idp.css';

/** /mine/IDP/detail?id=: a plan's resources and progress; the supervisor's decision. */
export function IdpDetailPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('idp.notFound')} />;
  return <IdpDetail key={id} id={id} />;
}

function IdpDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const query = useIdp(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const plan = query.data;
  const changed = (d: TIdpDetail) => {
    client.setQueryData([...IDP_KEY, 'detail', id], d);
    void client.invalidateQueries({ queryKey: [...IDP_KEY, 'list'] });
  };
  const person = (p: TIdpDetail['owner']) => p.realName || p.account;
  return (
    <div className="page idp-page idp-detail" data-testid="idp-detail">
      <Card
        title={
          <Space wrap>
            <span data-testid="idp-title">{plan.name}</span>
            <IdpStatusTag status={plan.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {plan.canEdit && <Link to={idpEditPath(plan.id)}>{t('idp.edit')}</Link>}
            {plan.canWithdraw && (
              <Button
                size="small"
                data-testid="idp-withdraw"
                onClick={() =>
                  modal.confirm({
                    title: t('idp.withdrawConfirm'),
                    onOk: async () => {
                      changed(await withdrawIdp(plan.id));
                      void message.success(t('idp.withdrawnDone'));
                    },
                  })
                }
              >
                {t('idp.withdraw')}
              </Button>
            )}
            <Link to={idpPreviewPath(plan.id)}>{t('idp.preview')}</Link>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('idp.owner')}>{person(plan.owner)}</Descriptions.Item>
          <Descriptions.Item label={t('idp.supervisor')}>
            {person(plan.supervisor)}
          </Descriptions.Item>
          <Descriptions.Item label={t('idp.period')}>
            {plan.startDate} – {plan.endDate}
          </Descriptions.Item>
        </Descriptions>
        {plan.status === IDP_STATUS.rejected && plan.remark && (
          <Alert
            type="error"
            showIcon
            message={t('idp.rejectedBecause', { reason: plan.remark })}
            data-testid="idp-rejected-reason"
          />
        )}
        {plan.status === IDP_STATUS.passed && plan.remark && (
          <Alert type="success" showIcon message={plan.remark} />
        )}
        <div className="idp-progress">
          <Typography.Text>{t('idp.progress')}</Typography.Text>
          <Progress percent={plan.progress} data-testid="idp-progress" />
          <Typography.Text type="secondary">
            {t('idp.completedOf', { done: plan.completedCount, total: plan.resources.length })}
          </Typography.Text>
        </div>
        {plan.mine && plan.status !== IDP_STATUS.passed && (
          <Typography.Paragraph type="secondary">{t('idp.workAfterApproval')}</Typography.Paragraph>
        )}
      </Card>
      {plan.canDecide && (
        <Card title={t('idp.decisionTitle')}>
          <DecisionPanel plan={plan} onDone={changed} />
        </Card>
      )}
      <Card title={t('idp.resources')}>
        <List
          dataSource={plan.resources}
          renderItem={(r) => (
            <ResourceProgress
              resource={r}
              canWork={plan.canWork}
              onStep={(step, done) =>
                void markIdpStep({ id: plan.id, resourceId: r.id, step, done })
                  .then(changed)
                  .catch(() => undefined)
              }
            />
          )}
        />
      </Card>
    </div>
  );
}
