import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCourseCard } from '@ascent/shared/course';
import { CourseCard } from './course-card.tsx';

export function CourseGrid({ courses }: { courses: TCourseCard[] }) {
  const { t } = useTranslation();
  if (!courses.length) return <Empty description={t('course.empty')} />;
  return (
    <div className="course-grid">
      {courses.map((c) => (
        <CourseCard key={c.courseId} course={c} />
      ))}
    </div>
  );
}
