import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TTodoTask } from '@ascent/shared/task';
import { useKindName } from '../hooks/use-kind-name.ts';
import { taskTypeName } from '../lib/task-labels.ts';
import { CardFrame } from './card-frame.tsx';
import { TimeStateTag } from './state-tags.tsx';
import { TimeRange } from './time-range.tsx';

/** One task of the task centre: its type, time, my progress, the way to its page. */
export function TaskRow({ task }: { task: TTodoTask }) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const type = taskTypeName(task.taskType);
  return (
    <CardFrame testId="task-row" url={task.url} cover={task.cover} title={task.title}>
      <div className="prog-card__meta">
        <Tag color="geekblue">
          {type === 'newStaff' ? kindName('newstaff') : t(`programme.taskType.${type}`)}
        </Tag>
        <TimeStateTag state={task.timeState} />
        {task.completed && <Tag color="green">{t('programme.state.completed')}</Tag>}
      </div>
      <TimeRange startAt={task.startAt} endAt={task.endAt} />
      <Progress percent={task.progress} size="small" />
    </CardFrame>
  );
}
