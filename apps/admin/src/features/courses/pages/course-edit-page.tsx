import { App, Button, Card, Space, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TCourseAdminDetail } from '@ascent/shared/course';
import { courseAction, fetchCourse, saveCourse, saveStructure } from '../api/courses-api.ts';
import { CourseBasicForm } from '../components/course-basic-form.tsx';
import { CourseOutlineEditor } from '../components/course-outline-editor.tsx';
import { COURSE_PATHS, COURSES_KEY, courseEditPath } from '../lib/course-paths.ts';

/** Create a course (no id) or edit one: basic information, outline, publish. */
export function CourseEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const key = [...COURSES_KEY, 'detail', id] as const;
  const query = useQuery({ queryKey: key, queryFn: () => fetchCourse(id!), enabled: !!id });

  const stored = async (course: TCourseAdminDetail) => {
    client.setQueryData(key, course);
    await client.invalidateQueries({ queryKey: COURSES_KEY, exact: false, refetchType: 'none' });
  };

  if (id && query.isLoading) return <PageSpin />;
  if (id && query.isError)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const course = id ? query.data : undefined;

  const basic = (
    <CourseBasicForm
      key={course ? `${course.id}-${course.updatedAt}` : 'new'}
      course={course}
      onSave={async (body) => {
        const saved = await saveCourse(body);
        void message.success(t(body.id ? 'courses.done.save' : 'courses.done.create'));
        if (!body.id) {
          client.setQueryData([...COURSES_KEY, 'detail', saved.id], saved);
          await navigate(courseEditPath(saved.id), { replace: true });
        } else await stored(saved);
      }}
    />
  );

  return (
    <Card
      title={
        <Space wrap>
          <Link to={COURSE_PATHS.list}>{t('courses.title.list')}</Link>
          <span>/</span>
          <span>{course ? course.title : t('courses.create')}</span>
          {course && <Tag>{t(`courses.status.${course.status}`)}</Tag>}
        </Space>
      }
      extra={
        course && (
          <Space>
            {course.status === 'published' ? (
              <Button
                onClick={() =>
                  void courseAction('unpublish', course.id)
                    .then(() => query.refetch())
                    .then(() => message.success(t('courses.done.unpublish')))
                    .catch(() => undefined)
                }
              >
                {t('courses.unpublish')}
              </Button>
            ) : (
              <Button
                type="primary"
                onClick={() =>
                  void courseAction('publish', course.id)
                    .then(() => query.refetch())
                    .then(() => message.success(t('courses.done.publish')))
                    .catch(() => undefined)
                }
              >
                {t('courses.publish')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {course ? (
        <Tabs
          items={[
            { key: 'basic', label: t('courses.tab.basic'), children: basic },
            {
              key: 'outline',
              label: t('courses.tab.outline'),
              children: (
                <CourseOutlineEditor
                  key={`${course.id}-${course.updatedAt}`}
                  course={course}
                  onSave={async (body) => {
                    await stored(await saveStructure(body));
                    void message.success(t('courses.done.outline'));
                  }}
                />
              ),
            },
          ]}
        />
      ) : (
        basic
      )}
    </Card>
  );
}
