import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProgrammeDetail } from '@ascent/shared/programme';
import { RichText } from '@ascent/client/ui';
import { useKindName } from '../hooks/use-kind-name.ts';
import { PROGRAMME_PATHS } from '../lib/programme-paths.ts';
import { ProgrammeProgress } from './programme-progress.tsx';
import { SignupLink } from './signup-link.tsx';
import { ProgressStateTag, TimeStateTag } from './state-tags.tsx';
import { TimeRange } from './time-range.tsx';

/**
 * The top of a programme's page: cover, name, time, the learner's standing and progress, the
 * sign-up that admits to it, and the introduction.
 */
export function ProgrammeHeader({ programme }: { programme: TProgrammeDetail }) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const p = programme;
  return (
    <Card className="prog-head">
      <div className="prog-head__main">
        <img className="prog-head__cover" src={p.cover} alt="" width={260} height={150} />
        <div className="prog-head__text">
          <Typography.Title level={3} className="prog-head__title">
            {p.name}
          </Typography.Title>
          <div className="prog-head__meta">
            <Tag color="geekblue" data-testid="programme-kind">
              {kindName(p.kind, 'one')}
            </Tag>
            <TimeStateTag state={p.timeState} />
            {p.enrolled ? (
              <ProgressStateTag state={p.progress.state} />
            ) : (
              <Tag>{t('programme.detail.notEnrolled')}</Tag>
            )}
            {p.kind !== 'package' && (
              <Tag bordered={false}>{t(`programme.order.${p.orderMode}`)}</Tag>
            )}
            <TimeRange startAt={p.startAt} endAt={p.endAt} />
          </div>
          {p.enrolled && <ProgrammeProgress progress={p.progress} />}
          {p.minElectives > 0 && (
            <Typography.Text type="secondary">
              {t('programme.detail.minElectives', { count: p.minElectives })}
            </Typography.Text>
          )}
          {p.supervising && (
            <Link to={`${PROGRAMME_PATHS.superviseDetail}?id=${p.id}`}>
              {t('programme.supervise.open')}
            </Link>
          )}
        </div>
      </div>
      {p.signup && <SignupLink signup={p.signup} enrolled={p.enrolled} />}
      {!p.enrolled && !p.signup && (
        <Typography.Paragraph type="secondary" className="prog-head__note">
          {t('programme.detail.notEnrolledHint')}
        </Typography.Paragraph>
      )}
      {p.intro ? <RichText className="prog-head__intro" html={p.intro} /> : null}
    </Card>
  );
}
