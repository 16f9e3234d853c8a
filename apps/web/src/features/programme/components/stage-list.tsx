import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProgrammeDetail } from '@ascent/shared/programme';
import { StageItems } from './stage-items.tsx';

/** A programme's stages, each with its items and whether it is done. */
export function StageList({ programme }: { programme: TProgrammeDetail }) {
  const { t } = useTranslation();
  if (!programme.stages.length)
    return (
      <Card>
        <Empty description={t('programme.detail.noItems')} />
      </Card>
    );
  return (
    <div className="prog-stages">
      {programme.stages.map((stage) => (
        <Card
          key={stage.id}
          size="small"
          data-testid="programme-stage"
          title={
            <span className="prog-stage__title">
              {stage.locked ? <LockOutlined /> : null}
              {stage.completed ? <CheckCircleFilled className="prog-done" /> : null}
              <span>{t('programme.detail.stage', { n: stage.sort, name: stage.name })}</span>
            </span>
          }
          extra={
            <Typography.Text type="secondary">
              {t('programme.detail.itemCount', { count: stage.items.length })}
            </Typography.Text>
          }
        >
          <StageItems programmeId={programme.id} stage={stage} canOpen={programme.enrolled} />
        </Card>
      ))}
    </div>
  );
}
