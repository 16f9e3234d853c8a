import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type THomeworkSubmissionRow,
} from '@ascent/shared/homework';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { SubmissionDrawer } from '../components/submission-drawer.tsx';
import { useHomeworkItem, useSubmissions } from '../hooks/use-homework-admin.ts';
import { HOMEWORK_PATHS, idFromSearch } from '../lib/homework-paths.ts';
import '../homework-admin.css';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<SubmissionStatus, string> = {
  draft: 'processing',
  submitted: 'gold',
  returned: 'red',
  evaluated: 'green',
};

/** One homework's submissions by state, each opened read-only. */
export function HomeworkSubmissionsPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty description={t('homework.notFound')} />;
  return <Submissions key={id} homeworkId={id} />;
}

function Submissions({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubmissionStatus | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [open, setOpen] = useState<number | null>(null);
  const homework = useHomeworkItem(homeworkId);
  const list = useSubmissions({ homeworkId, status, page, pageSize });
  if (homework.isPending) return <PageSpin />;
  if (homework.isError)
    return <LoadFailed error={homework.error} onRetry={() => void homework.refetch()} />;
  return (
    <Card
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('homework.back')}
            onClick={() => void navigate(HOMEWORK_PATHS.list)}
          />
          {t('homework.title.submissions', { title: homework.data.title })}
        </Space>
      }
      extra={
        <Select
          allowClear
          placeholder={t('homework.submission.status')}
          aria-label={t('homework.submission.status')}
          value={status}
          onChange={(v: SubmissionStatus | undefined) => {
            setStatus(v);
            setPage(1);
          }}
          options={SUBMISSION_STATUSES.map((s) => ({
            value: s,
            label: t(`homework.submissionStatus.${s}`),
          }))}
          style={{ width: 160 }}
        />
      }
    >
      {list.isError && !list.data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<THomeworkSubmissionRow>
          rowKey="id"
          data-testid="homework-submissions"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('homework.submission.empty')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, size) => {
              setPage(p);
              setPageSize(size);
            },
          }}
          columns={[
            {
              title: t('homework.submission.learner'),
              key: 'learner',
              render: (_: unknown, r) => `${r.realName} (${r.account})`,
            },
            { title: t('homework.submission.department'), dataIndex: 'departmentName' },
            {
              title: t('homework.submission.status'),
              dataIndex: 'status',
              render: (s: SubmissionStatus) => (
                <Tag color={STATUS_COLOURS[s]}>{t(`homework.submissionStatus.${s}`)}</Tag>
              ),
            },
            { title: t('homework.submission.round'), dataIndex: 'round' },
            {
              title: t('homework.submission.submittedAt'),
              dataIndex: 'submittedAt',
              render: (v: string | null) => (v ? formatDateTime(v) : '-'),
            },
            {
              title: t('homework.submission.score'),
              key: 'score',
              render: (_: unknown, r) => (r.score !== null ? `${r.score} / ${r.fullScore}` : '-'),
            },
            { title: t('homework.submission.reviewer'), dataIndex: 'reviewerName' },
            {
              title: t('homework.actions'),
              ...ACTIONS_COLUMN,
              render: (_: unknown, r) => (
                <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                  {t('homework.submission.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <SubmissionDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
