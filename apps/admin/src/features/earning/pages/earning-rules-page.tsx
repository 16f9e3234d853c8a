import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import { earningRuleKey, type TAdminEarningRule } from '@ascent/shared/earning';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { EarningRuleDialog } from '../components/earning-rule-dialog.tsx';
import { useEarningRules } from '../hooks/use-earning-rules.ts';

/**
 * /manage/earning/rules: what each action gives (hours, credits, points), how often, with the
 * daily limit, the streak bonus and the remark learners read on /mine/study/profile.
 */
export function EarningRulesPage() {
  const { t } = useTranslation();
  const rules = useEarningRules();
  const [editing, setEditing] = useState<TAdminEarningRule | null>(null);
  if (rules.isError) return <LoadFailed error={rules.error} onRetry={() => void rules.refetch()} />;
  const none = t('earning.rules.none');
  return (
    <Card title={t('earning.rules.title')}>
      {/* In the body, not the header's corner: on a phone it would push the title out. */}
      <Typography.Paragraph type="secondary">{t('earning.rules.intro')}</Typography.Paragraph>
      <Table<TAdminEarningRule>
        rowKey={earningRuleKey}
        loading={rules.isPending}
        dataSource={rules.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="earning-rules-table"
        columns={[
          {
            title: t('earning.rules.action'),
            render: (_v, r) => t(`earning.actions.${r.action}`),
          },
          { title: t('earning.rules.kind'), render: (_v, r) => t(`earning.kinds.${r.kind}`) },
          {
            title: t('earning.rules.amount'),
            render: (_v, r) => r.amount ?? t('earning.rules.fromItem'),
          },
          { title: t('earning.rules.cycle'), render: (_v, r) => t(`earning.cycles.${r.cycle}`) },
          { title: t('earning.rules.dailyLimit'), render: (_v, r) => r.dailyLimit ?? none },
          { title: t('earning.rules.bonus'), render: (_v, r) => (r.bonus > 0 ? r.bonus : none) },
          { title: t('earning.rules.remark'), render: (_v, r) => r.remark || none },
          {
            title: t('earning.rules.state'),
            render: (_v, r) =>
              r.enabled ? (
                <Tag color="green">{t('earning.rules.on')}</Tag>
              ) : (
                <Tag>{t('earning.rules.off')}</Tag>
              ),
          },
          {
            title: t('earning.rules.source'),
            render: (_v, r) =>
              r.custom ? (
                <Tag color="blue">{t('earning.rules.custom')}</Tag>
              ) : (
                <Tag>{t('earning.rules.default')}</Tag>
              ),
          },
          {
            title: t('table.actions'),
            ...ACTIONS_COLUMN,
            render: (_v, r) => (
              <Button
                type="link"
                onClick={() => setEditing(r)}
                data-testid={`earning-rule-edit-${r.action}-${r.kind}`}
              >
                {t('earning.rules.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EarningRuleDialog rule={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
