import { ProjectOutlined } from '@ant-design/icons';
import { List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTodoTask } from '@ascent/shared/task';
import { useKindName } from '../hooks/use-kind-name.ts';
import { taskTypeName } from '../lib/task-labels.ts';
import { TimeStateTag } from './state-tags.tsx';
import { TimeRange } from './time-range.tsx';

/** One task of the task centre: its type, time, my progress, the way to its page. */
export function TaskRow({ task }: { task: TTodoTask }) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const type = taskTypeName(task.taskType);
  return (
    <List.Item className="prog-card" data-testid="task-row">
      <Link to={task.url} className="prog-card__cover" aria-hidden tabIndex={-1}>
        {task.cover ? <img src={task.cover} alt="" loading="lazy" /> : <ProjectOutlined />}
      </Link>
      <div className="prog-card__body">
        <Link to={task.url} className="prog-card__title">
          <Typography.Text strong ellipsis={{ tooltip: task.title }}>
            {task.title}
          </Typography.Text>
        </Link>
        <div className="prog-card__meta">
          <Tag color="geekblue">
            {type === 'newStaff' ? kindName('newstaff') : t(`programme.taskType.${type}`)}
          </Tag>
          <TimeStateTag state={task.timeState} />
          {task.completed && <Tag color="green">{t('programme.state.completed')}</Tag>}
        </div>
        <TimeRange startAt={task.startAt} endAt={task.endAt} />
        <Progress percent={task.progress} size="small" />
      </div>
    </List.Item>
  );
}
