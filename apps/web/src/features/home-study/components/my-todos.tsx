import { Card, Empty, List, Progress, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@ascent/client/ui';
import type { TTodoTask } from '@ascent/shared/task';
import type { TMyCourse } from '@ascent/shared/learning';
import { useSession } from '../../../app/services.ts';
import { taskTypeLabelKey } from '../../task/lib/task-labels.ts';
import { useTodoCourses, useTodoTasks } from '../hooks/use-home.ts';
import { courseDetailPath } from '../lib/home-links.ts';
import { formatDate } from '@ascent/client/i18n';

const SHOWN = 5;

type Todo = { kind: 'task'; task: TTodoTask } | { kind: 'course'; course: TMyCourse };

/**
 * The learner's to-dos: the assigned tasks in progress (programmes, exams, sessions: the
 * to-do centre's center/todo/list, nearest due first) and then the courses they started and
 * have not finished (center/todo/list/course), five in all.
 */
export function MyTodos() {
  const { t } = useTranslation();
  const customerCode = useSession((s) => s.platformConfig?.customerCode);
  const tasks = useTodoTasks(SHOWN);
  const courses = useTodoCourses(SHOWN);
  const failed = tasks.isError ? tasks : courses.isError ? courses : null;
  const todos: Todo[] = [
    ...(tasks.data?.list ?? []).map((task) => ({ kind: 'task' as const, task })),
    ...(courses.data?.list ?? []).map((course) => ({ kind: 'course' as const, course })),
  ].slice(0, SHOWN);
  return (
    <Card
      title={t('homeStudy.todos')}
      extra={<Link to="/project">{t('homeStudy.more')}</Link>}
      data-testid="home-todos"
    >
      {tasks.isPending || courses.isPending ? (
        <Spin />
      ) : failed ? (
        <LoadFailed
          error={failed.error}
          onRetry={() => {
            void tasks.refetch();
            void courses.refetch();
          }}
        />
      ) : todos.length ? (
        <List
          dataSource={todos}
          renderItem={(todo) =>
            todo.kind === 'task' ? (
              <List.Item data-testid="home-todo">
                <Link to={todo.task.url} className="sh-todo">
                  <span className="sh-todo__title">{todo.task.title}</span>
                  <span className="sh-todo__meta">
                    <Tag>{t(taskTypeLabelKey(todo.task.taskType, customerCode))}</Tag>
                    <span data-testid="home-todo-due">
                      {todo.task.endAt
                        ? t('homeStudy.due', { date: formatDate(todo.task.endAt) })
                        : t('homeStudy.noDue')}
                    </span>
                  </span>
                  <Progress
                    percent={Math.round(todo.task.progress)}
                    size="small"
                    aria-label={todo.task.title}
                  />
                </Link>
              </List.Item>
            ) : (
              <List.Item data-testid="home-todo">
                <Link to={courseDetailPath(todo.course.courseId)} className="sh-todo">
                  <span className="sh-todo__title">{todo.course.title}</span>
                  <span className="sh-todo__meta">
                    <Tag>{t('homeStudy.course')}</Tag>
                  </span>
                  <Progress
                    percent={Math.round(todo.course.percent)}
                    size="small"
                    aria-label={todo.course.title}
                  />
                </Link>
              </List.Item>
            )
          }
        />
      ) : (
        <Empty description={t('homeStudy.noTodos')} />
      )}
    </Card>
  );
}
