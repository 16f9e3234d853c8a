import { CheckOutlined, LockOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProgrammeStageView } from '@ascent/shared/programme';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { layoutMap } from '../lib/map-layout.ts';
import type { LevelStatus } from '../lib/map-levels.ts';

const NODE_SIZE = 56;

/**
 * A learning map drawn as a path: each level a node on a winding road, done levels green and
 * joined by a solid stretch, the current one highlighted, locked ones grey with a lock.
 */
export function MapPath({
  levels,
  statuses,
  selected,
  onSelect,
}: {
  levels: readonly TProgrammeStageView[];
  statuses: readonly LevelStatus[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const layout = useMemo(() => layoutMap(levels.length, width || 360), [levels.length, width]);
  return (
    <div className="map-path" ref={ref} style={{ height: layout.height }} data-testid="map-path">
      {width > 0 && (
        <>
          <svg
            className="map-path__road"
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            aria-hidden
          >
            {layout.segments.map((d, i) => (
              <g key={i}>
                <path d={d} className="map-path__bed" />
                <path
                  d={d}
                  className={
                    statuses[i] === 'completed' && statuses[i + 1] !== 'locked'
                      ? 'map-path__line map-path__line--done'
                      : 'map-path__line'
                  }
                />
              </g>
            ))}
          </svg>
          {layout.nodes.map((node, i) => {
            const level = levels[i]!;
            const status = statuses[i]!;
            return (
              <button
                type="button"
                key={level.id}
                className={`map-level map-level--${status}${i === selected ? ' map-level--selected' : ''}`}
                style={{ left: node.x, top: node.y - NODE_SIZE / 2 }}
                onClick={() => onSelect(i)}
                data-testid="map-level"
                data-locked={String(level.locked)}
                data-state={status}
                aria-pressed={i === selected}
                aria-label={t('programme.map.levelLabel', {
                  n: level.sort,
                  name: level.name,
                  state: t(`programme.map.status.${status}`),
                })}
              >
                <span className="map-level__node">
                  {status === 'locked' ? (
                    <LockOutlined />
                  ) : status === 'completed' ? (
                    <CheckOutlined />
                  ) : (
                    level.sort
                  )}
                </span>
                <span className="map-level__name" title={level.name}>
                  {level.name}
                </span>
              </button>
            );
          })}
        </>
      )}
    </div>
  );
}
