import { Card, Empty, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeKind } from '@ascent/shared/programme';
import { TIME_STATES, type TimeState } from '@ascent/shared/task';
import { PagedList } from '../../../components/paged-list.tsx';
import { useProgrammes } from '../hooks/use-programme.ts';
import { ProgrammeCard } from './programme-card.tsx';
import { KeywordSearch } from './keyword-search.tsx';

const PAGE_SIZE = 12;
type StateTab = 'all' | TimeState;

/**
 * The programmes of one kind the learner may see: by time state, only mine or also those
 * open by sign-up, by keyword.
 */
export function ProgrammeListView({ kind, title }: { kind: ProgrammeKind; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<StateTab>('all');
  const [mine, setMine] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useProgrammes({
    kind,
    state: state === 'all' ? undefined : state,
    mine: mine || undefined,
    keyword: keyword || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  return (
    <Card title={title} className="page prog-list" data-testid={`programme-list-${kind}`}>
      <div className="prog-list__filters">
        <Segmented
          value={mine ? 'mine' : 'all'}
          onChange={(v) => {
            setMine(v === 'mine');
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('programme.list.visible') },
            { value: 'mine', label: t('programme.list.mine') },
          ]}
        />
        <KeywordSearch
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
        />
      </div>
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setState(k as StateTab);
          setPage(1);
        }}
        items={(['all', ...TIME_STATES] as const).map((k) => ({
          key: k,
          label: t(k === 'all' ? 'programme.list.all' : `programme.time.${k}`),
        }))}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="programme-list"
        className="prog-list__rows"
        pagerClassName="prog-pager"
        empty={<Empty description={t('programme.list.empty')} />}
        renderItem={(row) => <ProgrammeCard programme={row} />}
      />
    </Card>
  );
}
