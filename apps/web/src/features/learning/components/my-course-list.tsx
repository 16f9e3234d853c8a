import { Empty, List, Pagination, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPage } from '@ascent/shared/admin';
import type { TMyCourse } from '@ascent/shared/learning';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { UseQueryResult } from '@tanstack/react-query';

export interface MyCourseListProps {
  query: UseQueryResult<TPage<TMyCourse>>;
  onPage: (page: number) => void;
  /** Show hours and credits and the completion date (the archive). */
  archive?: boolean;
}

/** A page of the learner's courses with state and progress; loading, empty and error states. */
export function MyCourseList({ query, onPage, archive }: MyCourseListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <PageSpin />;
  if (query.isError && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data!;
  if (!data.list.length) return <Empty description={t('learning.mine.empty')} />;
  return (
    <>
      <List
        className="my-course-list"
        dataSource={data.list}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              avatar={
                c.cover ? <img className="my-course-cover" src={c.cover} alt="" /> : undefined
              }
              title={<Link to={`/course/detail?id=${c.courseId}`}>{c.title}</Link>}
              description={
                archive ? (
                  <span>
                    {t('learning.detail.hours')}: {c.studyHours} · {t('learning.detail.credits')}:{' '}
                    {c.credits} ·{' '}
                    {t('learning.mine.completedAt', {
                      date: c.completedAt ? new Date(c.completedAt).toLocaleDateString() : '-',
                    })}
                  </span>
                ) : (
                  <span>
                    <Tag>{t(`learning.state.${c.state}`)}</Tag>
                    {c.lastStudiedAt &&
                      t('learning.mine.lastStudied', {
                        date: new Date(c.lastStudiedAt).toLocaleString(),
                      })}
                  </span>
                )
              }
            />
            {!archive && (
              <Progress className="my-course-progress" percent={c.percent} size="small" />
            )}
          </List.Item>
        )}
      />
      <Pagination
        className="learning-pager"
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={onPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </>
  );
}
