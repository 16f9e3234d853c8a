import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Empty, LoadFailed, Progress, Tag } from '@ascent/client/ui';
import { formatDate } from '@ascent/client/i18n';
import { useSession } from '../../../app/services.ts';
import { taskTypeLabelKey } from '../../task/lib/task-labels.ts';
import { useTodoCourses, useTodoTasks } from '../hooks/use-home.ts';
import { courseDetailPath } from '../lib/home-links.ts';
import { homeTodos, type HomeTodo } from '../lib/home-todos.ts';
import { TODOS_SHOWN } from '../api/home-calls.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';

/**
 * The learner's to-dos: the assigned tasks in progress (programmes, exams, sessions: the
 * to-do centre's center/todo/list, nearest due first) and then the courses they started and
 * have not finished (center/todo/list/course), five in all.
 */
export function MyTodos() {
  const { t } = useTranslation();
  const tasks = useTodoTasks(TODOS_SHOWN);
  const courses = useTodoCourses(TODOS_SHOWN);
  const failed = tasks.isError ? tasks : courses.isError ? courses : null;
  const todos = homeTodos(tasks.data?.list ?? [], courses.data?.list ?? [], TODOS_SHOWN);
  return (
    <Card
      title={t('homeStudy.todos')}
      extra={<Link to="/project">{t('homeStudy.more')}</Link>}
      data-testid="home-todos"
    >
      {tasks.isPending || courses.isPending ? (
        <RowsSkeleton rows={3} />
      ) : failed ? (
        <LoadFailed
          error={failed.error}
          onRetry={() => {
            void tasks.refetch();
            void courses.refetch();
          }}
        />
      ) : todos.length ? (
        <ul className="sh-list">
          {todos.map((todo) => (
            <TodoRow
              key={
                todo.kind === 'task'
                  ? `t${todo.task.taskType}-${todo.task.id}`
                  : `c${todo.course.courseId}`
              }
              todo={todo}
            />
          ))}
        </ul>
      ) : (
        <Empty compact description={t('homeStudy.noTodos')} />
      )}
    </Card>
  );
}

function TodoRow({ todo }: { todo: HomeTodo }) {
  const { t } = useTranslation();
  const customerCode = useSession((s) => s.platformConfig?.customerCode);
  const { to, title, percent } =
    todo.kind === 'task'
      ? { to: todo.task.url, title: todo.task.title, percent: todo.task.progress }
      : {
          to: courseDetailPath(todo.course.courseId),
          title: todo.course.title,
          percent: todo.course.percent,
        };
  return (
    <li className="sh-list__item" data-testid="home-todo">
      <Link to={to} className="sh-todo">
        <span className="sh-todo__title">{title}</span>
        <span className="sh-todo__meta">
          {todo.kind === 'task' ? (
            <>
              <Tag tone="primary">{t(taskTypeLabelKey(todo.task.taskType, customerCode))}</Tag>
              <span data-testid="home-todo-due">
                {todo.task.endAt
                  ? t('homeStudy.due', { date: formatDate(todo.task.endAt) })
                  : t('homeStudy.noDue')}
              </span>
            </>
          ) : (
            <Tag>{t('homeStudy.course')}</Tag>
          )}
        </span>
        <Progress percent={percent} label={title} />
      </Link>
    </li>
  );
}
