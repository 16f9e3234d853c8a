import { Card, Empty, List, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import { RANK_PERIODS, type RankPeriod } from '@ascent/shared/learning';
import { useLearnRank } from '../hooks/use-home.ts';

const SHOWN = 10;

/** Study-hour rankings today, this week, this month (rank/learnrank), with the learner's place. */
export function Rankings() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankPeriod>('today');
  const rank = useLearnRank(period, SHOWN);
  return (
    <Card title={t('homeStudy.rankings')} data-testid="home-rankings">
      <Segmented
        block
        value={period}
        onChange={(v) => setPeriod(v as RankPeriod)}
        options={RANK_PERIODS.map((p) => ({ value: p, label: t(`homeStudy.period.${p}`) }))}
      />
      {rank.isPending ? (
        <Spin />
      ) : rank.isError ? (
        <LoadFailed error={rank.error} onRetry={() => void rank.refetch()} />
      ) : (
        <>
          {rank.data.list.length ? (
            <List
              size="small"
              dataSource={rank.data.list}
              renderItem={(r) => (
                <List.Item extra={t('homeStudy.hours', { hours: r.hours })}>
                  <span className={`sh-rank sh-rank--${r.rank <= 3 ? 'top' : 'rest'}`}>
                    {r.rank}
                  </span>
                  <span>{r.realName}</span>
                  <small className="sh-rank__dept">{r.departmentName}</small>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t('homeStudy.noRankings')} />
          )}
          <div className="sh-rank__mine">
            {rank.data.mine
              ? t('homeStudy.myRank', { rank: rank.data.mine.rank, hours: rank.data.mine.hours })
              : t('homeStudy.notRanked')}
          </div>
        </>
      )}
    </Card>
  );
}
