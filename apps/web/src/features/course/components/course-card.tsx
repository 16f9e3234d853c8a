import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCourseCard } from '@ascent/shared/course';
import { courseDetailPath } from '../lib/course-paths.ts';

/** A course in a list: cover, title, label (newest/hottest), lecturer, hours, credits, learners. */
export function CourseCard({ course }: { course: TCourseCard }) {
  const { t } = useTranslation();
  return (
    <Link to={courseDetailPath(course.courseId)} className="course-card" data-testid="course-card">
      <div className="course-card__cover">
        <img src={course.cover} alt="" width={260} height={150} loading="lazy" />
        {course.labelId === 1 && (
          <Tag color="green" className="course-card__label">
            {t('course.label.newest')}
          </Tag>
        )}
        {course.labelId === 2 && (
          <Tag color="red" className="course-card__label">
            {t('course.label.hottest')}
          </Tag>
        )}
      </div>
      <div className="course-card__body">
        <Typography.Text strong ellipsis={{ tooltip: course.title }} className="course-card__title">
          {course.title}
        </Typography.Text>
        <Typography.Text type="secondary" className="course-card__meta">
          {course.lecturerName || course.categoryName || '\u00a0'}
        </Typography.Text>
        <Typography.Text type="secondary" className="course-card__meta">
          {t('course.card.hours', { hours: course.studyHours })} ·{' '}
          {t('course.card.credits', { credits: course.credits })} ·{' '}
          {t('course.card.learners', { count: course.learnerCount })}
        </Typography.Text>
      </div>
    </Link>
  );
}
