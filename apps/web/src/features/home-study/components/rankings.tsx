import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANK_PERIODS, type RankPeriod } from '@ascent/shared/learning';
import { Card, Empty, LoadFailed, Segmented } from '@ascent/client/ui';
import { useLearnRank } from '../hooks/use-home.ts';
import { FIRST_RANK_PERIOD, RANK_SHOWN } from '../api/home-calls.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';

/** Study-hour rankings today, this week, this month (rank/learnrank), with the learner's place. */
export function Rankings() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankPeriod>(FIRST_RANK_PERIOD);
  const rank = useLearnRank(period, RANK_SHOWN);
  return (
    <Card title={t('homeStudy.rankings')} data-testid="home-rankings">
      <Segmented
        block
        label={t('homeStudy.period.label')}
        value={period}
        onChange={setPeriod}
        options={RANK_PERIODS.map((p) => ({ value: p, label: t(`homeStudy.period.${p}`) }))}
        data-testid="home-rank-period"
      />
      <div className="sh-rank-body">
        {rank.isPending ? (
          <RowsSkeleton rows={5} />
        ) : rank.isError ? (
          <LoadFailed error={rank.error} onRetry={() => void rank.refetch()} />
        ) : (
          <>
            {rank.data.list.length ? (
              <ol className="sh-list sh-ranks">
                {rank.data.list.map((r) => (
                  <li key={r.userId} className="sh-list__item sh-ranks__row">
                    <span
                      className={`sh-rank sh-rank--${r.rank <= 3 ? r.rank : 'rest'}`}
                      aria-label={t('homeStudy.rankNo', { rank: r.rank })}
                    >
                      {r.rank}
                    </span>
                    <span className="sh-ranks__who">
                      <span className="sh-ranks__name">{r.realName}</span>
                      <small className="sh-rank__dept">{r.departmentName}</small>
                    </span>
                    <span className="sh-ranks__hours">
                      {t('homeStudy.hours', { hours: r.hours })}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <Empty compact description={t('homeStudy.noRankings')} />
            )}
            <div className="sh-rank__mine" data-testid="home-rank-mine">
              {rank.data.mine
                ? t('homeStudy.myRank', { rank: rank.data.mine.rank, hours: rank.data.mine.hours })
                : t('homeStudy.notRanked')}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
