import { Card, Empty, List, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { TimeStateTag } from '../components/state-tags.tsx';
import { TimeRange } from '../components/time-range.tsx';
import { useKindName } from '../hooks/use-kind-name.ts';
import { useSupervised } from '../hooks/use-programme.ts';
import { PROGRAMME_PATHS } from '../lib/programme-paths.ts';
import '../programme.css';
import { KeywordSearch } from '../components/keyword-search.tsx';

const PAGE_SIZE = 20;

/** /mine/supervise: the programmes I supervise, with how far their members are. */
export function SupervisePage() {
  const { t } = useTranslation();
  const kindName = useKindName();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useSupervised({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('programme.supervise.title')} className="page prog-list">
      <div className="prog-list__filters">
        <KeywordSearch
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
        />
      </div>
      <PagedList
        query={query}
        onPage={setPage}
        testId="supervised-list"
        pagerClassName="prog-pager"
        empty={<Empty description={t('programme.supervise.empty')} />}
        renderItem={(row) => {
          const to = `${PROGRAMME_PATHS.superviseDetail}?id=${row.id}`;
          return (
            <List.Item
              actions={[
                <Link key="open" to={to}>
                  {t('programme.supervise.view')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={<Link to={to}>{row.name}</Link>}
                description={
                  <span className="prog-card__meta">
                    <Typography.Text type="secondary">{kindName(row.kind, 'one')}</Typography.Text>
                    <TimeStateTag state={row.timeState} />
                    <TimeRange startAt={row.startAt} endAt={row.endAt} />
                    <Typography.Text>
                      {t('programme.supervise.members', {
                        done: row.completedMembers,
                        total: row.members,
                      })}
                    </Typography.Text>
                  </span>
                }
              />
              <Progress
                className="prog-supervise__avg"
                type="circle"
                size={48}
                percent={row.averagePercent}
                format={(p) => `${p}%`}
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
