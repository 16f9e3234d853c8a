import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useLedgerRules } from '../hooks/use-learning.ts';

/** /mine/study/profile: the rules that give study hours, credits and points. */
export function MineStudyProfilePage() {
  const { t } = useTranslation();
  const rules = useLedgerRules();
  if (rules.isPending) return <PageSpin />;
  if (rules.isError) return <LoadFailed error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <Card title={t('learning.study.rules')}>
      <Table
        rowKey={(r) => `${r.action}-${r.kind}`}
        dataSource={rules.data}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty /> }}
        columns={[
          {
            title: t('learning.rules.action'),
            render: (_, r) => t(`learning.rule.${r.action}`, { defaultValue: r.action }),
          },
          { title: t('learning.rules.kind'), render: (_, r) => t(`learning.kind.${r.kind}`) },
          {
            title: t('learning.rules.cycle'),
            render: (_, r) => t(`learning.rules.cycles.${r.cycle}`),
          },
          {
            title: t('learning.rules.amount'),
            render: (_, r) => r.amount ?? t('learning.rules.fromCourse'),
          },
          { title: t('learning.rules.dailyLimit'), render: (_, r) => r.dailyLimit ?? '-' },
          { title: t('learning.rules.bonus'), render: (_, r) => (r.bonus > 0 ? r.bonus : '-') },
          { title: t('learning.rules.remark'), render: (_, r) => r.remark || '-' },
        ]}
      />
    </Card>
  );
}
