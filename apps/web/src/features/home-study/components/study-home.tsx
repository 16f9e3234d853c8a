import { useTranslation } from 'react-i18next';
import { Card, LoadFailed } from '@ascent/client/ui';
import { useHomeDetail } from '../hooks/use-home.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { ContinueLearning } from './continue-learning.tsx';
import { MyTodos } from './my-todos.tsx';
import { NewKnowledge } from './new-knowledge.tsx';
import { Rankings } from './rankings.tsx';
import { RecommendedCourses, RecommendedCoursesSkeleton } from './recommended-courses.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import '../home.css';

/**
 * The /study home's content, made without the component kit: the course to continue, banners,
 * recommended courses and new items (home/detail), to-dos and rankings (their own calls). Each
 * part holds its place while it loads, so nothing moves when the data comes.
 */
export function StudyHome() {
  const { t } = useTranslation();
  const detail = useHomeDetail();
  return (
    <div className="sh-home">
      <ContinueLearning />
      {detail.isPending ? (
        <div className="sh-banners plain-skeleton" aria-busy="true" />
      ) : detail.data ? (
        <BannerCarousel banners={detail.data.banners} />
      ) : null}
      <div className="sh-grid">
        <div className="sh-grid__main">
          {detail.isPending ? (
            <>
              <RecommendedCoursesSkeleton />
              <Card title={t('homeStudy.newItems')} aria-busy="true">
                <RowsSkeleton rows={4} tall />
              </Card>
            </>
          ) : detail.isError ? (
            <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <>
              <RecommendedCourses courses={detail.data.recommendedCourses} />
              <NewKnowledge items={detail.data.newKnowledge} />
            </>
          )}
        </div>
        <div className="sh-grid__side">
          <MyTodos />
          <Rankings />
        </div>
      </div>
    </div>
  );
}
