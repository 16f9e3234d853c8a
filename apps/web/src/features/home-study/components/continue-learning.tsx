import { Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@ascent/client/i18n';
import { useContinueCourse } from '../hooks/use-home.ts';
import { courseDetailPath } from '../lib/home-links.ts';

/**
 * "Continue learning": the course the learner studied last and has not finished (the first of
 * me/course/list's studying courses, latest studied first), with its progress and a way back
 * in; nothing when there is none, or while it loads (the home does not wait for it).
 */
export function ContinueLearning() {
  const { t } = useTranslation();
  const query = useContinueCourse();
  const course = query.data?.list[0];
  if (!course) return null;
  const path = courseDetailPath(course.courseId);
  return (
    <Card className="sh-continue" data-testid="home-continue">
      <Link to={path} className="sh-continue__cover" tabIndex={-1} aria-hidden="true">
        {course.cover ? <img src={course.cover} alt="" /> : null}
      </Link>
      <div className="sh-continue__body">
        <div className="sh-continue__label">{t('homeStudy.continue')}</div>
        <Link to={path} className="sh-continue__title">
          {course.title}
        </Link>
        <Progress percent={Math.round(course.percent)} size="small" aria-label={course.title} />
        {course.lastStudiedAt ? (
          <div className="sh-continue__meta">
            {t('homeStudy.lastStudied', { date: formatDate(course.lastStudiedAt) })}
          </div>
        ) : null}
      </div>
      <Link
        to={path}
        className="plain-button plain-button--primary sh-continue__action"
        data-testid="home-continue-go"
      >
        {t('homeStudy.continueAction')}
      </Link>
    </Card>
  );
}
