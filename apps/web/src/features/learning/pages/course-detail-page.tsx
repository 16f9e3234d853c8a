import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult } from '@ascent/shared/learning';
import { ResultFrame } from '@ascent/client/app';
import { Card, Empty, LoadFailed, PageSpin, Progress, RichText, Tag } from '@ascent/client/ui';
import { courseDetailPath } from '../../course/lib/course-paths.ts';
import { useSuiteShare } from '../../interaction/hooks/use-suite-share.ts';
import { ChapterOutline } from '../components/chapter-outline.tsx';
import { CourseDetailSkeleton } from '../components/course-detail-skeleton.tsx';
import { CourseActions, CourseComments } from '../components/CourseActions.tsx';
import {
  learningKeys,
  useCourseDetail,
  useCourseProgress,
  useLearningPermission,
} from '../hooks/use-learning.ts';
import '../learning.css';

/** The players (and pdf.js, the SCORM bridge, the heartbeat), loaded when a resource opens. */
const ResourcePlayer = lazy(() =>
  import('../components/ResourcePlayer.tsx').then((m) => ({ default: m.ResourcePlayer })),
);

/**
 * /course/detail?id=: the course header, progress, the player of the open resource, the
 * outline with the sequence lock, and favourite, like, share and comments; inside WeCom, the
 * course's card when the learner forwards the page. Made without the component kit (RouteMeta
 * `withoutKit`): plain cards, tags and progress of `@ascent/client/ui`.
 */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const queryClient = useQueryClient();
  const detail = useCourseDetail(id);
  const permission = useLearningPermission(id);
  const progress = useCourseProgress(id, permission.isSuccess);
  const [open, setOpen] = useState<TCourseResource | null>(null);
  // The server credits one play per learner: say so when this one is not it.
  const [elsewhere, setElsewhere] = useState(false);
  useSuiteShare(
    detail.data ? { ...detail.data, path: courseDetailPath(detail.data.courseId) } : null,
  );

  if (!id)
    return (
      <ResultFrame
        centered={false}
        status="not-found"
        title={t('learning.detail.notFound')}
        subtitle=""
        actions={null}
      />
    );
  if (detail.isPending) return <CourseDetailSkeleton />;
  if (detail.isError)
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const course = detail.data;
  const resources = course.chapters.flatMap((c) => c.resources);
  const resourceProgress = (rid: number) =>
    progress.data?.resources.find((r) => r.resourceId === rid) ?? null;
  const onResult = (r: TLearningReportResult) => {
    setElsewhere(!r.active);
    const before = resourceProgress(r.resource.resourceId);
    if (before?.state !== r.resource.state || progress.data?.state !== r.courseState)
      void queryClient.invalidateQueries({ queryKey: learningKeys.progress(id) });
  };
  const facts: [string, string | number][] = [
    [t('learning.detail.lecturer'), course.lecturerName || '-'],
    [t('learning.detail.credits'), course.credits],
    [t('learning.detail.hours'), course.studyHours],
    [t('learning.detail.learners'), course.learnerCount],
  ];

  return (
    <div className="course-detail">
      <Card className="course-detail-head">
        <div className="course-detail-head__grid">
          {/* The page's largest picture: asked for first, its box sized before it arrives. */}
          <img
            className="course-detail-cover"
            src={course.cover}
            alt=""
            width={260}
            height={150}
            loading="eager"
            fetchPriority="high"
          />
          <div className="course-detail-info">
            <h1 className="course-detail-title">{course.title}</h1>
            {course.tags.length > 0 && (
              <div className="course-detail-tags">
                {course.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </div>
            )}
            <dl className="course-detail-facts">
              {facts.map(([label, value]) => (
                <div key={label} className="course-detail-facts__item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {/* The progress row keeps its place while the permission and progress load. */}
            {!permission.isError && (
              <div className="course-detail-progress-slot">
                {progress.data ? (
                  <div className="course-detail-progress">
                    <span>{t(`learning.state.${progress.data.state}`)}</span>
                    <Progress
                      percent={progress.data.percent}
                      label={t('learning.detail.progress')}
                    />
                  </div>
                ) : (
                  <span className="plain-skeleton course-detail-progress-skeleton" />
                )}
              </div>
            )}
            <CourseActions courseId={course.courseId} />
          </div>
        </div>
      </Card>
      {permission.isError && (
        <div className="plain-notice plain-notice--warning course-detail-refusal" role="alert">
          {permission.error.message}
        </div>
      )}
      <div className="course-detail-main">
        <div className="course-detail-column">
          <Card className="course-detail-player">
            {open && permission.isSuccess ? (
              <>
                <h2 className="course-detail-player__title">{open.title}</h2>
                {elsewhere && (
                  <div className="plain-notice course-detail-elsewhere" role="status">
                    {t('learning.detail.elsewhere')}
                  </div>
                )}
                <Suspense fallback={<PageSpin />}>
                  <ResourcePlayer
                    key={open.resourceId}
                    course={course}
                    resource={open}
                    progress={resourceProgress(open.resourceId)}
                    onResult={onResult}
                  />
                </Suspense>
              </>
            ) : (
              <Empty
                description={
                  resources.length ? t('learning.detail.pick') : t('learning.detail.noResources')
                }
              />
            )}
          </Card>
          {course.intro && (
            <Card title={t('learning.detail.intro')}>
              <RichText html={course.intro} />
            </Card>
          )}
        </div>
        <Card title={t('learning.detail.outline')} className="course-detail-outline">
          <ChapterOutline
            chapters={course.chapters}
            progress={progress.data}
            current={open?.resourceId ?? null}
            // Opens only once the progress (and so the sequence locks) is known: until then
            // the resources are not pressable (a press was ignored without a word before).
            ready={permission.isSuccess && progress.isSuccess}
            onOpen={setOpen}
          />
        </Card>
      </div>
      <Card title={t('learning.detail.comments')}>
        <CourseComments courseId={course.courseId} />
      </Card>
    </div>
  );
}
