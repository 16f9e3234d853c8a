import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { THomeworkReview } from '@ascent/shared/homework';
import { formatDateTime } from '@ascent/client/i18n';

/** Every return and evaluation of a submission, oldest first. */
export function ReviewHistory({
  reviews,
  fullScore,
}: {
  reviews: THomeworkReview[];
  fullScore: number;
}) {
  const { t } = useTranslation();
  if (!reviews.length) return null;
  return (
    <div className="hw-history">
      <Typography.Title level={5}>{t('homework.history')}</Typography.Title>
      <Timeline
        items={reviews.map((r, i) => ({
          key: i,
          color: r.action === 'evaluate' ? 'green' : 'red',
          children: (
            <div>
              <div>
                <Tag color={r.action === 'evaluate' ? 'green' : 'red'}>
                  {t(`homework.action.${r.action}`)}
                </Tag>
                {t('homework.round', { round: r.round })} · {r.reviewerName} ·{' '}
                {formatDateTime(r.createdAt)}
              </div>
              {r.score !== null && (
                <div>{t('homework.scoreOf', { score: r.score, full: fullScore })}</div>
              )}
              {r.comment && <Typography.Text className="hw-text">{r.comment}</Typography.Text>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
