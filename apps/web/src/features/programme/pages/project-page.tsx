import { Card, Empty, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_STATES, type TaskMenuType, type TimeState } from '@ascent/shared/task';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PagedList } from '../../../components/paged-list.tsx';
import { TaskMenu } from '../components/task-menu.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { useTodoList, useTodoMenu } from '../hooks/use-programme.ts';
import { withAllEntry } from '../lib/task-labels.ts';
import '../programme.css';

const PAGE_SIZE = 10;

/**
 * /project: the task centre. The filter menu of spec s.3 (with the number of tasks in each
 * entry), then the learner's tasks of the entry by time state, unfinished only, keyword.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const menu = useTodoMenu();
  const [menuType, setMenuType] = useState<TaskMenuType>('*');
  const [state, setState] = useState<TimeState | undefined>();
  const [unfinished, setUnfinished] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useTodoList({
    menuType,
    state,
    unfinished: unfinished || undefined,
    keyword: keyword || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const reset = () => setPage(1);
  return (
    <Card title={t('programme.project.title')} className="page prog-list" data-testid="task-centre">
      {menu.isPending ? (
        <PageSpin />
      ) : menu.isError ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <>
          <TaskMenu
            entries={withAllEntry(menu.data)}
            value={menuType}
            onChange={(m) => {
              setMenuType(m);
              reset();
            }}
          />
          <div className="prog-list__filters">
            <Select
              className="prog-list__state"
              allowClear
              placeholder={t('programme.project.anyState')}
              value={state}
              onChange={(v: TimeState | undefined) => {
                setState(v);
                reset();
              }}
              options={TIME_STATES.map((s) => ({ value: s, label: t(`programme.time.${s}`) }))}
              aria-label={t('programme.project.state')}
            />
            <label className="prog-list__switch">
              <Switch
                size="small"
                checked={unfinished}
                onChange={(v) => {
                  setUnfinished(v);
                  reset();
                }}
              />
              <span>{t('programme.project.unfinished')}</span>
            </label>
            <Input.Search
              allowClear
              className="prog-list__search"
              placeholder={t('programme.list.search')}
              onSearch={(v) => {
                setKeyword(v.trim());
                reset();
              }}
              maxLength={50}
            />
          </div>
          <PagedList
            query={list}
            onPage={setPage}
            testId="task-list"
            className="prog-list__rows"
            pagerClassName="prog-pager"
            empty={<Empty description={t('programme.project.empty')} />}
            renderItem={(task) => <TaskRow task={task} />}
          />
        </>
      )}
    </Card>
  );
}
