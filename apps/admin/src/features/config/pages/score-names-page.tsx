import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import type { TAdminScoreName } from '@ascent/shared/config';
import { useScoreNames } from '../hooks/use-score-names.ts';
import { ScoreNameDialog } from '../components/score-name-dialog.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** /manage/config/score-names: the four custom score names (spec s.3), per language. */
export function ScoreNamesPage() {
  const { t } = useTranslation();
  const names = useScoreNames();
  const [editing, setEditing] = useState<TAdminScoreName | null>(null);
  if (names.isError) return <LoadFailed error={names.error} onRetry={() => void names.refetch()} />;
  return (
    <Card title={t('config.scoreNames.title')} extra={t('config.scoreNames.intro')}>
      <Table<TAdminScoreName>
        rowKey="configKey"
        loading={names.isPending}
        dataSource={names.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="score-names-table"
        columns={[
          {
            title: t('config.scoreNames.key'),
            dataIndex: 'configKey',
            // The key's name in the admin's language; the key itself is an internal code.
            render: (key: string) => t(`config.scoreNames.keys.${key}`),
          },
          { title: t('config.localeNames.zh_CN'), render: (_v, r) => r.configValue.zh_CN },
          { title: t('config.localeNames.zh_TW'), render: (_v, r) => r.configValue.zh_TW },
          { title: t('config.localeNames.en_US'), render: (_v, r) => r.configValue.en_US },
          {
            title: t('config.scoreNames.source'),
            dataIndex: 'custom',
            render: (v: boolean) =>
              v ? (
                <Tag color="blue">{t('config.scoreNames.custom')}</Tag>
              ) : (
                <Tag>{t('config.scoreNames.default')}</Tag>
              ),
          },
          {
            title: t('table.actions'),
            ...ACTIONS_COLUMN,
            render: (_v, r) => (
              <Button
                type="link"
                onClick={() => setEditing(r)}
                data-testid={`score-name-edit-${r.configKey}`}
              >
                {t('config.edit')}
              </Button>
            ),
          },
        ]}
      />
      <ScoreNameDialog entry={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
