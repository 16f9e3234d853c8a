import {
  Card,
  Col,
  Empty,
  List,
  Progress,
  Row,
  Segmented,
  Select,
  Statistic,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRAIN_REPORT_PERIODS, type TTodoTask, type TrainReportPeriod } from '@ascent/shared/task';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PagedList } from '../../../components/paged-list.tsx';
import { useSession } from '../../../app/services.ts';
import { useTrainReport, useTrainTasks } from '../hooks/use-task.ts';
import { taskTypeLabelKey } from '../lib/task-labels.ts';
import '../task.css';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;
const STATE_COLORS = { notStarted: 'default', inProgress: 'processing', ended: 'error' } as const;
type Done = 'all' | 'unfinished' | 'completed';

/**
 * /mine/trainReport: the learner's training report (spec s.7 train/report/member/train/*):
 * study hours, credits and points of a period, tasks by type with how many are completed,
 * and the tasks themselves with their progress.
 */
export function TrainReportPage() {
  const { t } = useTranslation();
  const customerCode = useSession((s) => s.platformConfig?.customerCode);
  const typeLabel = (taskType: number) => t(taskTypeLabelKey(taskType, customerCode));
  const [period, setPeriod] = useState<TrainReportPeriod>('all');
  const [taskType, setTaskType] = useState<number | undefined>(undefined);
  const [done, setDone] = useState<Done>('all');
  const [page, setPage] = useState(1);
  const report = useTrainReport({ period });
  const tasks = useTrainTasks({
    taskType,
    completed: done === 'all' ? undefined : done === 'completed',
    page,
    pageSize: PAGE_SIZE,
  });
  const data = report.data;

  const summary = report.isPending ? (
    <PageSpin />
  ) : report.isError && !data ? (
    <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
  ) : (
    <>
      <Row gutter={[16, 16]} className="task-report-totals" data-testid="train-report-totals">
        {(['hours', 'credits', 'points', 'coursesCompleted'] as const).map((k) => (
          <Col xs={12} md={6} key={k}>
            <Statistic title={t(`task.report.${k}`)} value={data?.[k] ?? 0} />
          </Col>
        ))}
      </Row>
      <Card
        size="small"
        className="task-report-types"
        title={t('task.report.tasksDone', {
          completed: data?.completed ?? 0,
          total: data?.total ?? 0,
        })}
      >
        {data?.types.length ? (
          <List
            dataSource={data.types}
            data-testid="train-report-types"
            renderItem={(line) => (
              <List.Item>
                <span className="task-type-name">{typeLabel(line.taskType)}</span>
                <Progress
                  className="task-type-progress"
                  percent={line.total ? Math.round((line.completed / line.total) * 100) : 0}
                  format={() => `${line.completed}/${line.total}`}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('task.report.noTasks')} />
        )}
      </Card>
    </>
  );

  const row = (task: TTodoTask) => (
    <List.Item className="task-row" data-testid="train-report-task">
      <List.Item.Meta
        title={<Link to={task.url}>{task.title}</Link>}
        description={
          <span className="task-row-meta">
            <Tag>{typeLabel(task.taskType)}</Tag>
            <Tag color={STATE_COLORS[task.timeState]}>{t(`task.state.${task.timeState}`)}</Tag>
            {task.endAt && <span>{t('task.until', { date: formatDateTime(task.endAt) })}</span>}
          </span>
        }
      />
      <Progress
        className="task-row-progress"
        percent={task.progress}
        status={task.completed ? 'success' : 'normal'}
        size="small"
      />
    </List.Item>
  );

  return (
    <Card title={t('task.report.title')} className="page task-report" data-testid="train-report">
      <Segmented
        className="task-period"
        data-testid="train-report-period"
        value={period}
        onChange={(v) => setPeriod(v as TrainReportPeriod)}
        options={TRAIN_REPORT_PERIODS.map((p) => ({ value: p, label: t(`task.period.${p}`) }))}
      />
      {summary}
      <div className="task-report-filters">
        <Tabs
          activeKey={done}
          onChange={(k) => {
            setDone(k as Done);
            setPage(1);
          }}
          items={(['all', 'unfinished', 'completed'] as const).map((k) => ({
            key: k,
            label: t(`task.done.${k}`),
          }))}
        />
        <Select
          allowClear
          className="task-type-select"
          placeholder={t('task.report.allTypes')}
          value={taskType}
          onChange={(v: number | undefined) => {
            setTaskType(v);
            setPage(1);
          }}
          options={(data?.types ?? []).map((l) => ({
            value: l.taskType,
            label: typeLabel(l.taskType),
          }))}
        />
      </div>
      <PagedList
        query={tasks}
        onPage={setPage}
        testId="train-report-tasks"
        pagerClassName="task-pager"
        empty={<Empty description={t('task.report.noTasks')} />}
        renderItem={row}
      />
    </Card>
  );
}
