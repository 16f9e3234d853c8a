import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty, Progress } from '@ascent/client/ui';
import { formatDate } from '@ascent/client/i18n';
import { useContinueCourse } from '../hooks/use-home.ts';
import { courseDetailPath } from '../lib/home-links.ts';

/**
 * "Continue learning": the course the learner studied last and has not finished (the first of
 * me/course/list's studying courses, latest studied first), with its cover, progress and a way
 * back in. While it loads, a card of the same size holds its place; with none in progress, a
 * way to the course centre.
 */
export function ContinueLearning() {
  const { t } = useTranslation();
  const query = useContinueCourse();
  const course = query.data?.list[0];
  if (query.isPending)
    return (
      <section className="sh-continue" aria-busy="true">
        <span className="sh-continue__cover plain-skeleton" />
        <div className="sh-continue__body">
          <span className="plain-skeleton sh-skeleton-line" style={{ width: '30%' }} />
          <span className="plain-skeleton sh-skeleton-line sh-skeleton-line--big" />
          <span className="plain-skeleton sh-skeleton-line" style={{ width: '60%' }} />
        </div>
      </section>
    );
  if (!course)
    return (
      <section className="sh-continue sh-continue--none" data-testid="home-continue-none">
        <Empty
          compact
          description={t('homeStudy.nothingInProgress')}
          action={
            <Link to="/course/center" className="plain-button plain-button--primary">
              {t('homeStudy.browseCourses')}
            </Link>
          }
        />
      </section>
    );
  const path = courseDetailPath(course.courseId);
  return (
    <section
      className="sh-continue"
      aria-labelledby="home-continue-label"
      data-testid="home-continue"
    >
      <Link to={path} className="sh-continue__cover" tabIndex={-1} aria-hidden="true">
        <img src={course.cover} alt="" width={260} height={150} />
      </Link>
      <div className="sh-continue__body">
        <h2 id="home-continue-label" className="sh-continue__label">
          {t('homeStudy.continue')}
        </h2>
        <Link to={path} className="sh-continue__title">
          {course.title}
        </Link>
        <Progress percent={course.percent} label={course.title} className="sh-continue__progress" />
        {course.lastStudiedAt ? (
          <div className="sh-continue__meta">
            {t('homeStudy.lastStudied', { date: formatDate(course.lastStudiedAt) })}
          </div>
        ) : null}
      </div>
      <Link
        to={path}
        className="plain-button plain-button--primary plain-button--large sh-continue__action"
        data-testid="home-continue-go"
      >
        {t('homeStudy.continueAction')}
      </Link>
    </section>
  );
}
