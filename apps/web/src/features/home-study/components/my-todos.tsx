import { Card, Empty, List, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@ascent/client/ui';
import { useTodoCourses } from '../hooks/use-home.ts';
import { courseDetailPath } from '../lib/home-links.ts';

const SHOWN = 5;

/** The learner's unfinished courses (center/todo/list/course). */
export function MyTodos() {
  const { t } = useTranslation();
  const todos = useTodoCourses(SHOWN);
  return (
    <Card
      title={t('homeStudy.todos')}
      extra={<Link to="/mine/course">{t('homeStudy.more')}</Link>}
      data-testid="home-todos"
    >
      {todos.isPending ? (
        <Spin />
      ) : todos.isError ? (
        <LoadFailed error={todos.error} onRetry={() => void todos.refetch()} />
      ) : todos.data.list.length ? (
        <List
          dataSource={todos.data.list}
          renderItem={(c) => (
            <List.Item>
              <Link to={courseDetailPath(c.courseId)} className="sh-todo">
                <span className="sh-todo__title">{c.title}</span>
                <Progress percent={Math.round(c.percent)} size="small" />
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('homeStudy.noTodos')} />
      )}
    </Card>
  );
}
