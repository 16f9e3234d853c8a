import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCourseCard } from '@ascent/shared/course';
import { courseDetailPath } from '../lib/home-links.ts';

/** Recommended courses (from home/detail). */
export function RecommendedCourses({ courses }: { courses: TCourseCard[] }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('homeStudy.recommended')}
      extra={<Link to="/course/center">{t('homeStudy.more')}</Link>}
      data-testid="home-recommended"
    >
      {courses.length ? (
        <div className="sh-courses">
          {courses.map((c) => (
            <Link key={c.courseId} to={courseDetailPath(c.courseId)} className="sh-course">
              <div className="sh-course__cover">
                {c.cover ? <img src={c.cover} alt="" loading="lazy" /> : null}
              </div>
              <div className="sh-course__title">{c.title}</div>
              <div className="sh-course__meta">
                {t('homeStudy.courseMeta', { hours: c.studyHours, credits: c.credits })}
              </div>
            </Link>
          ))}
        </div>
      ) : (
        <Empty description={t('homeStudy.noCourses')} />
      )}
    </Card>
  );
}
