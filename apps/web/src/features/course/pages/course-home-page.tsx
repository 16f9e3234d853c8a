import { Button, Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchCourseHome } from '../api/course-api.ts';
import { CourseGrid } from '../components/course-grid.tsx';
import { COURSE_CENTRE_PATH, courseKeys } from '../lib/course-paths.ts';
import '../course.css';

/** /course: recommended, newest and hottest courses, with the way to the centre. */
export function CourseHomePage() {
  const { t } = useTranslation();
  const home = useQuery({ queryKey: courseKeys.home, queryFn: fetchCourseHome });
  if (home.isPending) return <PageSpin />;
  if (home.isError) return <LoadFailed error={home.error} onRetry={() => void home.refetch()} />;
  const more = (sort?: string) => (
    <Link to={sort ? `${COURSE_CENTRE_PATH}?sort=${sort}` : COURSE_CENTRE_PATH}>
      <Button type="link">{t('course.more')}</Button>
    </Link>
  );
  return (
    <div className="page">
      <Card className="course-section" title={t('course.recommended')} extra={more()}>
        <CourseGrid courses={home.data.recommended} />
      </Card>
      <Card className="course-section" title={t('course.newest')} extra={more()}>
        <CourseGrid courses={home.data.newest} />
      </Card>
      <Card className="course-section" title={t('course.hottest')} extra={more('hottest')}>
        <CourseGrid courses={home.data.hottest} />
      </Card>
    </div>
  );
}
