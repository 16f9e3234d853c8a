import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProgrammeStageView } from '@ascent/shared/programme';
import { ProgrammeItemRow } from './programme-item-row.tsx';

/** The items of one stage (or map level), in order. */
export function StageItems({
  programmeId,
  stage,
  canOpen,
}: {
  programmeId: number;
  stage: TProgrammeStageView;
  canOpen: boolean;
}) {
  const { t } = useTranslation();
  if (!stage.items.length) return <Empty description={t('programme.detail.noItems')} />;
  return (
    <ul className="prog-items">
      {stage.items.map((item) => (
        <ProgrammeItemRow key={item.id} programmeId={programmeId} item={item} canOpen={canOpen} />
      ))}
    </ul>
  );
}
