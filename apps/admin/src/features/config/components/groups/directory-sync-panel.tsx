import { App, Button, Descriptions, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { formatDateTime } from '@ascent/client/i18n';
import { LoadFailed } from '@ascent/client/ui';
import { RET } from '@ascent/shared/errors';
import type {
  TDirectoryFailure,
  TDirectoryRun,
  TDirectoryRunState,
  TDirectorySuite,
} from '@ascent/shared/sso';
import { services } from '../../../../app/services.ts';
import {
  cancelDirectorySync,
  fetchDirectoryRun,
  fetchDirectoryRuns,
  startDirectorySync,
} from '../../api/config-api.ts';
import { configKeys } from '../../lib/query-keys.ts';

const RUNS_PAGE = 5;
const FAILURES_PAGE = 10;
/** How often the list is asked again while a run is queued or running. */
const WATCH_MS = 2000;

const STATE_COLOURS: Record<TDirectoryRunState, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};
const active = (run: TDirectoryRun) => run.state === 'queued' || run.state === 'running';
const fmt = (v: string | null) => (v ? formatDateTime(v) : '-');

/**
 * Directory sync for one suite (docs/decisions.md "Directory sync from the workplace suites"):
 * "Sync directory" queues a background run (or resumes the last failed one), the latest runs
 * with their counts follow it while it works, and each run's report lists the rows it could not
 * apply and why; a queued or running run's report cancels it (it stops before its next page,
 * keeping what it applied, and the next sync resumes it).
 */
export function DirectorySyncPanel({ suite }: { suite: TDirectorySuite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [reportOf, setReportOf] = useState<number | null>(null);
  const runs = useUserQuery(services, {
    queryKey: [...configKeys.directoryRuns(suite), page],
    queryFn: () => fetchDirectoryRuns(suite, page, RUNS_PAGE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some(active) ? WATCH_MS : false),
  });
  const start = useMutation({ mutationFn: () => startDirectorySync(suite) });
  const onStart = async () => {
    const env = await start.mutateAsync();
    if (env.ret !== RET.OK) {
      void message.error(env.msg);
      return;
    }
    void message.success(
      t(env.data.resumedFrom ? 'config.directory.resumed' : 'config.directory.started'),
    );
    setPage(1);
    await client.invalidateQueries({ queryKey: configKeys.directoryRuns(suite) });
  };
  const running = runs.data?.list.some(active) ?? false;

  return (
    <div style={{ marginTop: 24 }} data-testid={`directory-${suite}`}>
      <Typography.Title level={5}>{t('config.directory.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('config.directory.help')}</Typography.Paragraph>
      <Button
        type="primary"
        ghost
        onClick={() => void onStart()}
        loading={start.isPending}
        disabled={running}
        data-testid={`directory-${suite}-run`}
      >
        {running ? t('config.directory.running') : t('config.directory.run')}
      </Button>
      {runs.isError ? (
        <LoadFailed error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <Table<TDirectoryRun>
          style={{ marginTop: 16 }}
          size="small"
          rowKey="id"
          loading={runs.isPending}
          dataSource={runs.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('config.directory.empty') }}
          pagination={{
            current: page,
            pageSize: RUNS_PAGE,
            total: runs.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('config.directory.startedAt'),
              key: 'createdAt',
              render: (_, r) => fmt(r.startedAt ?? r.createdAt),
            },
            {
              title: t('config.directory.state'),
              key: 'state',
              render: (_, r) => <RunState run={r} />,
            },
            {
              title: t('config.directory.created'),
              key: 'created',
              render: (_, r) => r.usersCreated + r.departmentsCreated,
            },
            {
              title: t('config.directory.updated'),
              key: 'updated',
              render: (_, r) => r.usersUpdated + r.departmentsUpdated,
            },
            { title: t('config.directory.disabled'), dataIndex: 'usersDisabled' },
            { title: t('config.directory.failed'), dataIndex: 'failed' },
            {
              title: '',
              key: 'report',
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setReportOf(r.id)}
                  data-testid={`directory-${suite}-report-${r.id}`}
                >
                  {t('config.directory.report')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {reportOf === null ? null : (
        <DirectoryRunReport id={reportOf} onClose={() => setReportOf(null)} />
      )}
    </div>
  );
}

/** A run's state; a running one asked to stop says so until its worker has stopped it. */
function RunState({ run }: { run: TDirectoryRun }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STATE_COLOURS[run.state]}>{t(`config.directory.states.${run.state}`)}</Tag>
      {run.cancelRequested ? <Tag color="warning">{t('config.directory.cancelling')}</Tag> : null}
    </Space>
  );
}

/**
 * One run's report: its counts, why it stopped, the rows it could not apply (paged), and for a
 * queued or running run "Cancel sync" (with a confirm).
 */
function DirectoryRunReport({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const cancel = useMutation({ mutationFn: () => cancelDirectorySync(id) });
  const onCancel = async () => {
    const env = await cancel.mutateAsync();
    if (env.ret !== RET.OK) void message.error(env.msg);
    else
      void message.success(
        t(
          env.data.state === 'cancelled'
            ? 'config.directory.cancelled'
            : 'config.directory.cancelRequested',
        ),
      );
    await client.invalidateQueries({ queryKey: configKeys.directoryRun(id) });
    if (env.ret === RET.OK)
      await client.invalidateQueries({ queryKey: configKeys.directoryRuns(env.data.suite) });
  };
  const detail = useUserQuery(services, {
    queryKey: [...configKeys.directoryRun(id), page],
    queryFn: () => fetchDirectoryRun(id, page, FAILURES_PAGE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && active(query.state.data.run) ? WATCH_MS : false,
  });
  const run = detail.data?.run;
  return (
    <Modal
      open
      title={t('config.directory.reportTitle', { id })}
      onCancel={onClose}
      footer={null}
      width={720}
      data-testid="directory-report"
    >
      {detail.isError ? (
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {run ? (
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
              <Descriptions.Item label={t('config.directory.state')}>
                <RunState run={run} />
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.finishedAt')}>
                {fmt(run.finishedAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.departmentsCreated')}>
                {run.departmentsCreated}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.departmentsUpdated')}>
                {run.departmentsUpdated}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.usersCreated')}>
                {run.usersCreated}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.usersUpdated')}>
                {run.usersUpdated}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.usersDisabled')}>
                {run.usersDisabled}
              </Descriptions.Item>
              <Descriptions.Item label={t('config.directory.failed')}>
                {run.failed}
              </Descriptions.Item>
              {run.resumedFrom ? (
                <Descriptions.Item label={t('config.directory.resumedFrom')} span={2}>
                  #{run.resumedFrom}
                </Descriptions.Item>
              ) : null}
              {run.error ? (
                <Descriptions.Item label={t('config.directory.error')} span={2}>
                  <Typography.Text
                    type={run.state === 'cancelled' ? 'warning' : 'danger'}
                    data-testid="directory-report-error"
                  >
                    {run.error}
                  </Typography.Text>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          ) : null}
          {run && active(run) ? (
            <Popconfirm
              title={t('config.directory.cancelConfirm')}
              description={t('config.directory.cancelConfirmBody')}
              okText={t('config.directory.cancel')}
              okButtonProps={{ danger: true }}
              cancelText={t('config.directory.keepRunning')}
              onConfirm={() => onCancel()}
              disabled={run.cancelRequested}
            >
              <Button
                danger
                loading={cancel.isPending}
                disabled={run.cancelRequested}
                data-testid="directory-report-cancel"
              >
                {run.cancelRequested
                  ? t('config.directory.cancelling')
                  : t('config.directory.cancel')}
              </Button>
            </Popconfirm>
          ) : null}
          <Table<TDirectoryFailure>
            size="small"
            rowKey={(r) => `${r.kind}:${r.externalId}`}
            loading={detail.isPending}
            dataSource={detail.data?.failures.list ?? []}
            locale={{ emptyText: t('config.directory.noFailures') }}
            pagination={{
              current: page,
              pageSize: FAILURES_PAGE,
              total: detail.data?.failures.total ?? 0,
              onChange: setPage,
              hideOnSinglePage: true,
            }}
            columns={[
              {
                title: t('config.directory.kind'),
                key: 'kind',
                render: (_, r) => t(`config.directory.kinds.${r.kind}`),
              },
              { title: t('config.directory.externalId'), dataIndex: 'externalId' },
              { title: t('config.directory.name'), dataIndex: 'name' },
              {
                title: t('config.directory.reason'),
                key: 'reason',
                render: (_, r) =>
                  t(`config.directory.reasons.${r.reason}`, { defaultValue: r.reason }),
              },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}
