import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  EXAM_KINDS,
  EXAM_STATUSES,
  type ExamAdminRow,
  type ExamKind,
  type ExamStatus,
} from '@ascent/shared/exam';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteExams, examAction, fetchExams } from '../api/exams-api.ts';
import { ExamStatusTag, ExamTimeTag } from '../components/exam-tags.tsx';
import { EXAMS_KEY, examEditPath, examResultsPath } from '../lib/exam-paths.ts';
import '../exams.css';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { learnerReportPath } from '../../dashboard/lib/dashboard-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** The company's exams: filters, publish, unpublish, results and delete. */
export function ExamsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListState();
  const [status, setStatus] = useState<ExamStatus>();
  const [kind, setKind] = useState<ExamKind>();
  const filters = { status, kind };

  const refresh = () => client.invalidateQueries({ queryKey: EXAMS_KEY });
  const act = async (action: 'publish' | 'unpublish', row: ExamAdminRow) => {
    await examAction(action, row.id);
    void message.success(t(`exams.done.${action}`));
    await refresh();
  };

  return (
    <Card title={t('exams.title.list')}>
      <DataTable<ExamAdminRow>
        testId="exam-table"
        queryKey={[...EXAMS_KEY, 'list', filters]}
        list={list}
        fetchPage={(q) => fetchExams({ ...q, ...filters })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              maxLength={50}
              placeholder={t('exams.search')}
              aria-label={t('exams.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 220 }}
            />
            <Select<ExamStatus>
              allowClear
              aria-label={t('exams.field.status')}
              placeholder={t('exams.field.status')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={EXAM_STATUSES.map((s) => ({ value: s, label: t(`exams.status.${s}`) }))}
              style={{ width: 130 }}
            />
            <Select<ExamKind>
              allowClear
              aria-label={t('exams.field.kind')}
              placeholder={t('exams.field.kind')}
              value={kind}
              onChange={(v) => {
                setKind(v);
                list.change({ page: 1 });
              }}
              options={EXAM_KINDS.map((k) => ({ value: k, label: t(`exams.kind.${k}`) }))}
              style={{ width: 130 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(examEditPath())}
              data-testid="exam-create"
            >
              {t('exams.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('exams.bulkDelete'),
            danger: true,
            confirm: t('exams.bulkDeleteConfirm'),
            run: (ids) => deleteExams(ids).catch(() => false),
          },
        ]}
        columns={[
          {
            title: t('exams.field.name'),
            dataIndex: 'name',
            render: (v: string, row) => (
              <div className="exam-name-cell">
                <Space size={4} wrap>
                  <Link to={examEditPath(row.id)}>{v}</Link>
                  {row.kind === 'cyclic' && <Tag color="purple">{t('exams.kind.cyclic')}</Tag>}
                </Space>
                <Typography.Text type="secondary" className="exam-sub">
                  {row.paperName} · {t('exams.minutesCount', { count: row.durationMinutes })}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('exams.field.status'),
            dataIndex: 'status',
            render: (v: ExamStatus, row) => (
              <Space size={0} wrap>
                <ExamStatusTag status={v} />
                <ExamTimeTag state={row.timeState} />
              </Space>
            ),
          },
          {
            title: t('exams.field.period'),
            key: 'period',
            responsive: ['md'],
            render: (_: unknown, row: ExamAdminRow) => (
              <div className="exam-period">
                <div>{formatDateTime(row.startAt)}</div>
                <div>~ {formatDateTime(row.endAt)}</div>
              </div>
            ),
          },
          { title: t('exams.field.examinees'), dataIndex: 'examineeCount' },
          {
            title: t('exams.field.pendingMarking'),
            dataIndex: 'pendingMarking',
            render: (v: number) => (v > 0 ? <Tag color="gold">{v}</Tag> : 0),
          },
          {
            title: t('exams.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: ExamAdminRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(examEditPath(row.id))}
                >
                  {t('exams.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(examResultsPath(row.id))}
                >
                  {t('exams.results')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(learnerReportPath('exam', row.id))}
                >
                  {t('dashboard.report.action')}
                </Button>
                {row.status === 'published' ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act('unpublish', row).catch(() => undefined)}
                  >
                    {t('exams.unpublish')}
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act('publish', row).catch(() => undefined)}
                  >
                    {t('exams.publish')}
                  </Button>
                )}
                <Popconfirm
                  title={t('exams.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    deleteExams([row.id])
                      .then(() => {
                        void message.success(t('exams.done.delete'));
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('exams.delete')}
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
