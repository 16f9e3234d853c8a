import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskMenuType } from '@ascent/shared/task';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { TaskList } from '../components/task-list.tsx';
import { TaskMenu } from '../components/task-menu.tsx';
import { useTodoMenu } from '../hooks/use-programme.ts';
import { withAllEntry } from '../lib/task-labels.ts';
import '../programme.css';

/**
 * /project: the task centre. The filter menu of spec s.3 (with the number of tasks in each
 * entry), then the learner's tasks of the chosen entry.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const menu = useTodoMenu();
  const [menuType, setMenuType] = useState<TaskMenuType>('*');
  return (
    <Card title={t('programme.project.title')} className="page prog-list" data-testid="task-centre">
      {menu.isPending ? (
        <PageSpin />
      ) : menu.isError ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <>
          <TaskMenu entries={withAllEntry(menu.data)} value={menuType} onChange={setMenuType} />
          <TaskList key={menuType} menuType={menuType} />
        </>
      )}
    </Card>
  );
}
