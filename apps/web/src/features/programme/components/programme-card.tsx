import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProgrammeCard } from '@ascent/shared/programme';
import { CardFrame } from './card-frame.tsx';
import { TimeStateTag } from './state-tags.tsx';
import { TimeRange } from './time-range.tsx';

/** A programme in a list: cover, name, time, whether I am in it and my progress. */
export function ProgrammeCard({ programme: p }: { programme: TProgrammeCard }) {
  const { t } = useTranslation();
  return (
    <CardFrame testId="programme-card" url={p.url} cover={p.cover} title={p.name}>
      <div className="prog-card__meta">
        <TimeStateTag state={p.timeState} />
        {p.completed ? (
          <Tag color="green">{t('programme.state.completed')}</Tag>
        ) : p.enrolled ? (
          <Tag color="blue">{t('programme.card.enrolled')}</Tag>
        ) : p.bySignup ? (
          <Tag color="gold">{t('programme.card.bySignup')}</Tag>
        ) : null}
        <Typography.Text type="secondary">
          {t(p.kind === 'package' ? 'programme.card.programmes' : 'programme.card.items', {
            count: p.itemCount,
          })}
        </Typography.Text>
      </div>
      <TimeRange startAt={p.startAt} endAt={p.endAt} />
      {p.enrolled && <Progress percent={p.percent} size="small" />}
    </CardFrame>
  );
}
