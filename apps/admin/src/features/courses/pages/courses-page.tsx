import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COURSE_STATUSES, type CourseStatus, type TCourseAdminRow } from '@ascent/shared/course';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { courseAction, deleteCourses, fetchCourses } from '../api/courses-api.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { COURSES_KEY, courseEditPath } from '../lib/course-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { learnerReportPath } from '../../dashboard/lib/dashboard-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOUR: Record<CourseStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};

/** The company's courses: filters, publish, unpublish, copy and delete. */
export function CoursesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListState();
  const [status, setStatus] = useState<CourseStatus>();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const filters = { status, categoryId: categoryId ?? undefined };

  const refresh = () => client.invalidateQueries({ queryKey: COURSES_KEY });
  const act = async (action: 'publish' | 'unpublish' | 'copy', row: TCourseAdminRow) => {
    await courseAction(action, row.id);
    void message.success(t(`courses.done.${action}`));
    await refresh();
  };

  return (
    <Card title={t('courses.title.list')}>
      <DataTable<TCourseAdminRow>
        testId="course-table"
        queryKey={[...COURSES_KEY, filters]}
        list={list}
        fetchPage={(q) => fetchCourses({ ...q, ...filters })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('courses.search')}
              aria-label={t('courses.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select<CourseStatus>
              allowClear
              aria-label={t('courses.field.status')}
              placeholder={t('courses.field.status')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={COURSE_STATUSES.map((s) => ({ value: s, label: t(`courses.status.${s}`) }))}
              style={{ width: 150 }}
            />
            <CategorySelect
              value={categoryId}
              onChange={(v) => {
                setCategoryId(v);
                list.change({ page: 1 });
              }}
              placeholder={t('courses.field.category')}
              style={{ width: 200 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(courseEditPath())}
            >
              {t('courses.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('courses.bulkDelete'),
            danger: true,
            confirm: t('courses.bulkDeleteConfirm'),
            run: (ids) => deleteCourses(ids).catch(() => false),
          },
        ]}
        columns={[
          {
            title: t('courses.field.title'),
            dataIndex: 'title',
            sorter: true,
            render: (v: string, row) => <Link to={courseEditPath(row.id)}>{v}</Link>,
          },
          { title: t('courses.field.category'), dataIndex: 'categoryName' },
          {
            title: t('courses.field.status'),
            dataIndex: 'status',
            render: (v: CourseStatus) => (
              <Tag color={STATUS_COLOUR[v]}>{t(`courses.status.${v}`)}</Tag>
            ),
          },
          { title: t('courses.field.lecturer'), dataIndex: 'lecturerName' },
          { title: t('courses.field.learners'), dataIndex: 'learnerCount', sorter: true },
          {
            title: t('courses.field.publishedAt'),
            dataIndex: 'publishedAt',
            sorter: true,
            render: (v: string | null) => (v ? formatDateTime(v) : '-'),
          },
          {
            title: t('courses.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TCourseAdminRow) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => navigate(courseEditPath(row.id))}>
                  {t('courses.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(learnerReportPath('course', row.id))}
                >
                  {t('dashboard.report.action')}
                </Button>
                {row.status === 'published' ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act('unpublish', row).catch(() => undefined)}
                  >
                    {t('courses.unpublish')}
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act('publish', row).catch(() => undefined)}
                  >
                    {t('courses.publish')}
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() => void act('copy', row).catch(() => undefined)}
                >
                  {t('courses.copy')}
                </Button>
                <Popconfirm
                  title={t('courses.deleteConfirm', { title: row.title })}
                  onConfirm={() =>
                    deleteCourses([row.id])
                      .then(() => {
                        void message.success(t('courses.done.delete'));
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('courses.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
