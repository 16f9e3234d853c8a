import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HOMEWORK_STATUSES,
  type HomeworkStatus,
  type HomeworkTimeState,
  type THomeworkAdminRow,
} from '@ascent/shared/homework';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteHomework, fetchHomeworkPage, publishHomework } from '../api/homework-api.ts';
import { HOMEWORK_LIST_KEY } from '../hooks/use-homework-admin.ts';
import { homeworkEditPath, submissionsPath } from '../lib/homework-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<HomeworkStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};
const TIME_COLOURS: Record<HomeworkTimeState, string> = {
  not_started: 'default',
  in_progress: 'blue',
  ended: 'default',
};

/** Homework: filter by keyword and status; publish, take down, delete; open submissions. */
export function HomeworkListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const [status, setStatus] = useState<HomeworkStatus | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: HOMEWORK_LIST_KEY });

  const publish = async (ids: number[], on: boolean) => {
    await publishHomework(ids, on);
    void message.success(t(on ? 'homework.publishedDone' : 'homework.unpublishedDone'));
  };
  const remove = async (ids: number[]) => {
    await deleteHomework(ids);
    void message.success(t('homework.deleted'));
  };

  return (
    <Card title={t('homework.title.list')}>
      <DataTable<THomeworkAdminRow>
        testId="homework-table"
        queryKey={[...HOMEWORK_LIST_KEY, status]}
        list={list}
        fetchPage={(q) => fetchHomeworkPage({ ...q, status })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('homework.search')}
              aria-label={t('homework.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('homework.statusLabel')}
              aria-label={t('homework.statusLabel')}
              value={status}
              onChange={(v: HomeworkStatus | undefined) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={HOMEWORK_STATUSES.map((s) => ({
                value: s,
                label: t(`homework.status.${s}`),
              }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(homeworkEditPath())}
              data-testid="homework-create"
            >
              {t('homework.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'publish',
            label: t('homework.publish'),
            run: (ids) => publish(ids, true).catch(() => undefined),
          },
          {
            key: 'unpublish',
            label: t('homework.unpublish'),
            run: (ids) => publish(ids, false).catch(() => undefined),
          },
          {
            key: 'delete',
            label: t('homework.delete'),
            danger: true,
            confirm: t('homework.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('homework.form.title'), dataIndex: 'title' },
          {
            title: t('homework.statusLabel'),
            dataIndex: 'status',
            render: (s: HomeworkStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`homework.status.${s}`)}</Tag>
            ),
          },
          {
            title: t('homework.form.window'),
            key: 'window',
            render: (_: unknown, row: THomeworkAdminRow) => (
              <Space size={4} wrap>
                <Tag color={TIME_COLOURS[row.timeState]}>{t(`homework.time.${row.timeState}`)}</Tag>
                <span>
                  {formatDateTime(row.startAt)} ~ {formatDateTime(row.endAt)}
                </span>
              </Space>
            ),
          },
          { title: t('homework.stepCount'), dataIndex: 'stepCount' },
          { title: t('homework.form.fullScore'), dataIndex: 'fullScore' },
          { title: t('homework.toEvaluate'), dataIndex: 'toEvaluate' },
          { title: t('homework.evaluated'), dataIndex: 'evaluated' },
          {
            title: t('homework.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('homework.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: THomeworkAdminRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(homeworkEditPath(row.id))}
                >
                  {t('homework.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(submissionsPath(row.id))}
                  data-testid={`homework-submissions-${row.id}`}
                >
                  {t('homework.submissions')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void publish([row.id], row.status !== 'published')
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  {t(row.status === 'published' ? 'homework.unpublish' : 'homework.publish')}
                </Button>
                <Popconfirm
                  title={t('homework.deleteConfirm', { title: row.title })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('homework.delete')}
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
