import {
  Alert,
  Card,
  Col,
  Descriptions,
  Empty,
  Progress,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCourseResource } from '@ascent/shared/course';
import type { TLearningReportResult } from '@ascent/shared/learning';
import { LoadFailed, PageSpin, RichText } from '@ascent/client/ui';
import { ChapterOutline } from '../components/chapter-outline.tsx';
import { CourseActions, CourseComments } from '../components/CourseActions.tsx';
import { ResourcePlayer } from '../components/ResourcePlayer.tsx';
import {
  learningKeys,
  useCourseDetail,
  useCourseProgress,
  useLearningPermission,
} from '../hooks/use-learning.ts';
import '../learning.css';

/**
 * /course/detail?id=: the course header, progress, the player of the open resource, the
 * outline with the sequence lock, and favourite, like, share and comments.
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

  if (!id) return <Result status="404" title={t('learning.detail.notFound')} />;
  if (detail.isPending) return <PageSpin />;
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

  return (
    <div className="course-detail">
      <Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <img
              className="course-detail-cover"
              src={course.cover}
              alt=""
              width={260}
              height={150}
            />
          </Col>
          <Col xs={24} md={16}>
            <Typography.Title level={3} className="course-detail-title">
              {course.title}
            </Typography.Title>
            <Space wrap>
              {course.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('learning.detail.lecturer')}>
                {course.lecturerName || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('learning.detail.credits')}>
                {course.credits}
              </Descriptions.Item>
              <Descriptions.Item label={t('learning.detail.hours')}>
                {course.studyHours}
              </Descriptions.Item>
              <Descriptions.Item label={t('learning.detail.learners')}>
                {course.learnerCount}
              </Descriptions.Item>
            </Descriptions>
            {progress.data && (
              <div className="course-detail-progress">
                <span>{t(`learning.state.${progress.data.state}`)}</span>
                <Progress
                  percent={progress.data.percent}
                  aria-label={t('learning.detail.progress')}
                />
              </div>
            )}
            <CourseActions courseId={course.courseId} />
          </Col>
        </Row>
      </Card>
      {permission.isError && (
        <Alert
          type="warning"
          showIcon
          title={permission.error.message}
          className="course-detail-refusal"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card className="course-detail-player">
            {open && permission.isSuccess ? (
              <>
                <Typography.Title level={5}>{open.title}</Typography.Title>
                {elsewhere && (
                  <Alert
                    type="info"
                    showIcon
                    className="course-detail-elsewhere"
                    title={t('learning.detail.elsewhere')}
                  />
                )}
                <ResourcePlayer
                  key={open.resourceId}
                  course={course}
                  resource={open}
                  progress={resourceProgress(open.resourceId)}
                  onResult={onResult}
                />
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
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('learning.detail.outline')}>
            <ChapterOutline
              chapters={course.chapters}
              progress={progress.data}
              current={open?.resourceId ?? null}
              // Opens only once the progress (and so the sequence locks) is known.
              onOpen={(r) => permission.isSuccess && progress.isSuccess && setOpen(r)}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('learning.detail.comments')}>
        <CourseComments courseId={course.courseId} />
      </Card>
    </div>
  );
}
