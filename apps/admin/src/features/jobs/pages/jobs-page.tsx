import { App, Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_JOB_QUEUES, JOB_STATES, type TJob, type TJobQuery } from '@ascent/shared/jobs';
import { formatDateTimeSeconds } from '@ascent/client/i18n';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchJobs, retryJob } from '../api/jobs-api.ts';

const STATE_COLOURS: Record<TJob['state'], string> = {
  created: 'default',
  retry: 'orange',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

type Filters = Pick<TJobQuery, 'queue' | 'state'>;

/** The company's background jobs, newest first, by queue and state; a failed one is retried. */
export function JobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [filters, setFilters] = useState<Filters>({});
  const [retrying, setRetrying] = useState('');

  const retry = async (job: TJob) => {
    setRetrying(job.id);
    try {
      await retryJob(job.id);
      void message.success(t('jobs.retried'));
      await client.invalidateQueries({ queryKey: ['jobs'] });
    } finally {
      setRetrying('');
    }
  };
  const change = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    list.change({ page: 1 });
  };

  return (
    <Card title={t('jobs.title')}>
      <DataTable<TJob>
        testId="jobs-table"
        queryKey={['jobs', filters]}
        list={list}
        fetchPage={(q) => fetchJobs({ ...q, ...filters })}
        toolbar={
          <Space wrap>
            <Select
              allowClear
              placeholder={t('jobs.queue')}
              options={COMPANY_JOB_QUEUES.map((q) => ({ value: q, label: t(`jobs.queues.${q}`) }))}
              onChange={(v?: TJob['queue']) => change({ queue: v as Filters['queue'] })}
              style={{ width: 200 }}
              data-testid="jobs-queue"
            />
            <Select
              allowClear
              placeholder={t('jobs.state')}
              options={JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) }))}
              onChange={(v?: TJob['state']) => change({ state: v })}
              style={{ width: 160 }}
              data-testid="jobs-state"
            />
            <Button
              data-testid="jobs-refresh"
              onClick={() => void client.invalidateQueries({ queryKey: ['jobs'] })}
            >
              {t('jobs.refresh')}
            </Button>
          </Space>
        }
        columns={[
          {
            title: t('jobs.queue'),
            dataIndex: 'queue',
            render: (v: string) => t(`jobs.queues.${v}`, { defaultValue: v }),
          },
          {
            title: t('jobs.state'),
            dataIndex: 'state',
            render: (v: TJob['state'], job) => (
              <Space size={4}>
                <Tag color={STATE_COLOURS[v]}>{t(`jobs.states.${v}`)}</Tag>
                {job.deadLettered && <Tag color="red">{t('jobs.deadLettered')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('jobs.attempts'),
            key: 'attempts',
            render: (_: unknown, job) => `${job.attempts} / ${job.maxAttempts}`,
          },
          {
            title: t('jobs.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTimeSeconds(v),
          },
          {
            title: t('jobs.finishedAt'),
            dataIndex: 'finishedAt',
            render: (v: string | null) => (v ? formatDateTimeSeconds(v) : '-'),
          },
          {
            title: t('jobs.lastError'),
            dataIndex: 'lastError',
            render: (v: string | null) =>
              v ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: v }} style={{ maxWidth: 200 }}>
                  {v}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
          {
            title: t('jobs.actions'),
            key: 'actions',
            render: (_: unknown, job) =>
              job.state === 'failed' ? (
                <Button
                  size="small"
                  loading={retrying === job.id}
                  onClick={() => void retry(job)}
                  data-testid={`job-retry-${job.id}`}
                >
                  {t('jobs.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
