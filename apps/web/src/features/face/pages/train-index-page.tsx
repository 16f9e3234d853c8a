import { Card, Empty, Input, List, Tabs, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FACE_TIME_STATES, type FaceTimeState } from '@ascent/shared/face';
import { PagedList } from '../../../components/paged-list.tsx';
import { fetchMyFace } from '../api/face-api.ts';
import { AttendanceTag, TimeTag } from '../components/state-tag.tsx';
import { faceDetailPath } from '../lib/face-paths.ts';
import '../face.css';

type Tab = 'all' | FaceTimeState;
const TABS: Tab[] = ['all', ...FACE_TIME_STATES];

/** Sessions of a list (/train/index and /mine/face): time, place, lecturer, the learner's state. */
export function FaceSessionList({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['face', 'mine', tab, keyword, page],
    queryFn: () =>
      fetchMyFace({
        timeState: tab === 'all' ? undefined : tab,
        keyword: keyword || undefined,
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
  const fmt = (v: string) => new Date(v).toLocaleString();
  return (
    <>
      <div className="face-toolbar">
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as Tab);
            setPage(1);
          }}
          items={TABS.map((k) => ({ key: k, label: t(`face.tab.${k}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('face.search')}
          aria-label={t('face.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          className="face-search"
        />
      </div>
      <PagedList
        query={query}
        onPage={setPage}
        testId={testId}
        pagerClassName="face-pager"
        empty={<Empty description={t('face.empty')} />}
        renderItem={(row) => (
          <List.Item
            data-testid="face-row"
            actions={[
              <Link key="open" to={faceDetailPath(row.id)}>
                {t('face.view')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={faceDetailPath(row.id)}>{row.name}</Link>}
              description={
                <span className="face-row-meta">
                  <TimeTag state={row.timeState} />
                  <AttendanceTag state={row.state} />
                  <Typography.Text type="secondary">
                    {fmt(row.startAt)} ~ {fmt(row.endAt)}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('face.where', { address: row.address, lecturer: row.lecturer })}
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
    <Card title={t('face.indexTitle')} className="page face-page">
      <FaceSessionList testId="face-list" />
    </Card>
  );
}
