import { ProjectOutlined } from '@ant-design/icons';
import { List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProgrammeCard } from '@ascent/shared/programme';
import { TimeStateTag } from './state-tags.tsx';
import { TimeRange } from './time-range.tsx';

/** A programme in a list: cover, name, time, whether I am in it and my progress. */
export function ProgrammeCard({ programme: p }: { programme: TProgrammeCard }) {
  const { t } = useTranslation();
  return (
    <List.Item className="prog-card" data-testid="programme-card">
      <Link to={p.url} className="prog-card__cover" aria-hidden tabIndex={-1}>
        {p.cover ? <img src={p.cover} alt="" loading="lazy" /> : <ProjectOutlined />}
      </Link>
      <div className="prog-card__body">
        <Link to={p.url} className="prog-card__title">
          <Typography.Text strong ellipsis={{ tooltip: p.name }}>
            {p.name}
          </Typography.Text>
        </Link>
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
      </div>
    </List.Item>
  );
}
