import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCourseCard } from '@ascent/shared/course';
import { Card, Empty } from '@ascent/client/ui';
import { courseDetailPath } from '../lib/home-links.ts';

/** Recommended courses (from home/detail): cover, title, hours and credits. */
export function RecommendedCourses({ courses }: { courses: TCourseCard[] }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('homeStudy.recommended')}
      extra={<Link to="/course/center">{t('homeStudy.more')}</Link>}
      data-testid="home-recommended"
    >
      {courses.length ? (
        <ul className="sh-courses">
          {courses.map((c) => (
            <li key={c.courseId} className="sh-courses__item">
              <Link to={courseDetailPath(c.courseId)} className="sh-course">
                <span className="sh-course__cover">
                  <img src={c.cover} alt="" width={260} height={150} loading="lazy" />
                  {c.categoryName ? (
                    <span className="sh-course__category">{c.categoryName}</span>
                  ) : null}
                </span>
                <span className="sh-course__title">{c.title}</span>
                <span className="sh-course__meta">
                  {t('homeStudy.courseMeta', { hours: c.studyHours, credits: c.credits })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          description={t('homeStudy.noCourses')}
          action={
            <Link to="/course/center" className="plain-button">
              {t('homeStudy.browseCourses')}
            </Link>
          }
        />
      )}
    </Card>
  );
}

/** The recommended courses' card while home/detail loads: four tiles of the same size. */
export function RecommendedCoursesSkeleton() {
  const { t } = useTranslation();
  return (
    <Card title={t('homeStudy.recommended')} aria-busy="true">
      <ul className="sh-courses">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="sh-courses__item">
            <span className="sh-course__cover plain-skeleton" />
            <span className="plain-skeleton sh-skeleton-line" />
            <span className="plain-skeleton sh-skeleton-line" style={{ width: '50%' }} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
