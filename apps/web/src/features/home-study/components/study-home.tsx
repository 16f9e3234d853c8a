import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useHomeDetail } from '../hooks/use-home.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { ContinueLearning } from './continue-learning.tsx';
import { MyTodos } from './my-todos.tsx';
import { NewKnowledge } from './new-knowledge.tsx';
import { Rankings } from './rankings.tsx';
import { RecommendedCourses } from './recommended-courses.tsx';
import '../home-study.css';

/**
 * The /study home's content: banners, the course to continue, recommended courses, to-dos,
 * rankings, new items.
 */
export function StudyHome() {
  const detail = useHomeDetail();
  if (detail.isPending) return <PageSpin />;
  if (detail.isError)
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <div className="sh-home">
      <BannerCarousel banners={d.banners} />
      <ContinueLearning />
      <div className="sh-grid">
        <div className="sh-grid__main">
          <RecommendedCourses courses={d.recommendedCourses} />
          <NewKnowledge items={d.newKnowledge} />
        </div>
        <div className="sh-grid__side">
          <MyTodos />
          <Rankings />
        </div>
      </div>
    </div>
  );
}
