import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useCourseSimple } from '../hooks/use-receipts.ts';
import { formatDateTime } from '@ascent/client/i18n';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The course a course-enrolment sign-up (kind 5) asks for, through detail/simple. */
export function CourseBrief({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useCourseSimple(courseId);
  if (course.isPending) return <PageSpin />;
  if (course.isError)
    return <LoadFailed error={course.error} onRetry={() => void course.refetch()} />;
  const c = course.data;
  return (
    <Card
      size="small"
      title={t('audit.course')}
      data-testid="audit-course"
      style={{ marginTop: 16 }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {c.title}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('audit.lecturer')}>{c.lecturerName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('audit.creditsHours')}>
          {t('audit.creditsHoursValue', { credits: c.credits, hours: c.studyHours })}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.contents')}>
          {t('audit.contentsValue', { chapters: c.chapterCount, resources: c.resourceCount })}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.courseTime')}>
          {c.startAt || c.endAt ? `${when(c.startAt)} – ${when(c.endAt)}` : t('audit.anyTime')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
