import { Empty, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_STATES, type TaskMenuType, type TimeState } from '@ascent/shared/task';
import { PagedList } from '../../../components/paged-list.tsx';
import { useTodoList } from '../hooks/use-programme.ts';
import { TaskRow } from './task-row.tsx';
import { KeywordSearch } from './keyword-search.tsx';

const PAGE_SIZE = 10;

/** The learner's tasks of one menu entry, by time state, unfinished only and keyword. */
export function TaskList({ menuType }: { menuType: TaskMenuType }) {
  const { t } = useTranslation();
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
  return (
    <>
      <div className="prog-list__filters">
        <Select
          className="prog-list__state"
          allowClear
          placeholder={t('programme.project.anyState')}
          value={state}
          onChange={(v: TimeState | undefined) => {
            setState(v);
            setPage(1);
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
              setPage(1);
            }}
          />
          <span>{t('programme.project.unfinished')}</span>
        </label>
        <KeywordSearch
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
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
  );
}
