import { Empty, List, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyCourse } from '@ascent/shared/learning';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatDate, formatDateTime } from '@ascent/client/i18n';

export interface MyCourseListProps {
  query: UseQueryResult<TPage<TMyCourse>>;
  onPage: (page: number) => void;
  /** Show hours and credits and the completion date (the archive). */
  archive?: boolean;
}

/** A page of the learner's courses with state and progress; loading, empty and error states. */
export function MyCourseList({ query, onPage, archive }: MyCourseListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      onPage={onPage}
      className="my-course-list"
      pagerClassName="learning-pager"
      empty={<Empty description={t('learning.mine.empty')} />}
      renderItem={(c) => (
        <List.Item>
          <List.Item.Meta
            avatar={
              <img
                className="my-course-cover"
                src={c.cover}
                alt=""
                width={260}
                height={150}
                loading="lazy"
              />
            }
            title={<Link to={`/course/detail?id=${c.courseId}`}>{c.title}</Link>}
            description={
              archive ? (
                <span>
                  {t('learning.detail.hours')}: {c.studyHours} · {t('learning.detail.credits')}:{' '}
                  {c.credits} ·{' '}
                  {t('learning.mine.completedAt', {
                    date: c.completedAt ? formatDate(c.completedAt) : '-',
                  })}
                </span>
              ) : (
                <span>
                  <Tag>{t(`learning.state.${c.state}`)}</Tag>
                  {c.lastStudiedAt &&
                    t('learning.mine.lastStudied', {
                      date: formatDateTime(c.lastStudiedAt),
                    })}
                </span>
              )
            }
          />
          {!archive && <Progress className="my-course-progress" percent={c.percent} size="small" />}
        </List.Item>
      )}
    />
  );
}
