import { Card, Empty, Input, List, Tabs, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IN_PERSON_TIME_STATES, type InPersonTimeState } from '@ascent/shared/in-person';
import { PagedList } from '../../../components/paged-list.tsx';
import { fetchMyInPerson } from '../api/in-person-api.ts';
import { AttendanceTag, TimeTag } from '../components/state-tag.tsx';
import { inPersonDetailPath } from '../lib/in-person-paths.ts';
import '../in-person.css';
import { formatDateTime } from '@ascent/client/i18n';

type Tab = 'all' | InPersonTimeState;
const TABS: Tab[] = ['all', ...IN_PERSON_TIME_STATES];

/** Sessions of a list (/train/index and /mine/face): time, place, lecturer, the learner's state. */
export function InPersonSessionList({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['face', 'mine', tab, keyword, page],
    queryFn: () =>
      fetchMyInPerson({
        timeState: tab === 'all' ? undefined : tab,
        keyword: keyword || undefined,
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="in-person-toolbar">
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as Tab);
            setPage(1);
          }}
          items={TABS.map((k) => ({ key: k, label: t(`inPerson.tab.${k}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('inPerson.search')}
          aria-label={t('inPerson.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          className="in-person-search"
        />
      </div>
      <PagedList
        query={query}
        onPage={setPage}
        testId={testId}
        pagerClassName="in-person-pager"
        empty={<Empty description={t('inPerson.empty')} />}
        renderItem={(row) => (
          <List.Item
            data-testid="in-person-row"
            actions={[
              <Link key="open" to={inPersonDetailPath(row.id)}>
                {t('inPerson.view')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={inPersonDetailPath(row.id)}>{row.name}</Link>}
              description={
                <span className="in-person-row-meta">
                  <TimeTag state={row.timeState} />
                  <AttendanceTag state={row.state} />
                  <Typography.Text type="secondary">
                    {formatDateTime(row.startAt)} ~ {formatDateTime(row.endAt)}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('inPerson.where', { address: row.address, lecturer: row.lecturer })}
                  </Typography.Text>
                </span>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}

/** /train/index: the learner's face-to-face sessions. */
export function TrainIndexPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('inPerson.indexTitle')} className="page in-person-page">
      <InPersonSessionList testId="in-person-list" />
    </Card>
  );
}
