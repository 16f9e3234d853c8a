import { Alert, Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProgrammeDetail } from '@ascent/shared/programme';
import { MapPath } from '../components/map-path.tsx';
import { ProgrammeHeader } from '../components/programme-header.tsx';
import { ProgrammeLoader } from '../components/programme-loader.tsx';
import { StageItems } from '../components/stage-items.tsx';
import { initialLevel, levelStatuses } from '../lib/map-levels.ts';
import '../programme.css';

/** /map/detail?id=: a learning map drawn as a path; the chosen level's items below it. */
export function MapDetailPage() {
  return (
    <div className="page prog-page">
      <ProgrammeLoader kinds={['map']}>{(map) => <MapView map={map} />}</ProgrammeLoader>
    </div>
  );
}

function MapView({ map }: { map: TProgrammeDetail }) {
  const { t } = useTranslation();
  const statuses = levelStatuses(map.stages);
  const [chosen, setChosen] = useState<number | null>(null);
  const index = Math.min(chosen ?? initialLevel(statuses), Math.max(0, map.stages.length - 1));
  const level = map.stages[index];
  return (
    <>
      <ProgrammeHeader programme={map} />
      <Card title={t('programme.map.path')} className="map-card">
        {map.stages.length ? (
          <MapPath levels={map.stages} statuses={statuses} selected={index} onSelect={setChosen} />
        ) : (
          <Empty description={t('programme.map.noLevels')} />
        )}
      </Card>
      {level && (
        <Card
          data-testid="map-level-detail"
          title={t('programme.map.level', { n: level.sort, name: level.name })}
          extra={t(`programme.map.status.${statuses[index]!}`)}
        >
          {level.locked && (
            <Alert
              className="map-locked"
              type="info"
              showIcon
              message={t('programme.map.lockedHint', { n: Math.max(1, level.sort - 1) })}
            />
          )}
          <StageItems programmeId={map.id} stage={level} canOpen={map.enrolled} />
        </Card>
      )}
    </>
  );
}
