import { App, Button, Empty, List } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PracticeSimulationRow } from '@ascent/shared/practice';
import { paperPath } from '../lib/practice-paths.ts';
import { useSimulations, useStartPractice } from '../hooks/use-practice.ts';
import { PagedList } from '../../../components/paged-list.tsx';

const PAGE_SIZE = 10;

/** The mock exam papers: time, questions, total and pass line; starting one (or restarting). */
export function SimulationList({ hasOpen }: { hasOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useSimulations(page, PAGE_SIZE);
  const start = useStartPractice();

  const go = async (row: PracticeSimulationRow) => {
    const res = await start.mutateAsync({
      mode: 'simulation',
      simulationId: row.id,
      restart: hasOpen,
    });
    void navigate(paperPath(res.mode, res.sessionId));
  };
  const sit = (row: PracticeSimulationRow) =>
    modal.confirm({
      title: row.name,
      content: [
        t('practice.sim.rules', {
          minutes: row.durationMinutes,
          total: row.totalScore,
          pass: row.passScore,
        }),
        hasOpen ? t('practice.action.restartConfirm') : '',
      ].join(' '),
      okText: t('practice.action.start'),
      cancelText: t('practice.action.cancel'),
      onOk: () => go(row),
    });

  return (
    <PagedList
      query={list}
      onPage={setPage}
      pagerClassName="practice-pager"
      empty={<Empty description={t('practice.simulation.empty')} />}
      renderItem={(row) => (
        <List.Item
          key={row.id}
          data-testid={`simulation-${row.id}`}
          actions={[
            <Button key="start" type="primary" onClick={() => sit(row)} loading={start.isPending}>
              {t('practice.action.start')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={row.name}
            description={[
              t('practice.simulation.minutes', { count: row.durationMinutes }),
              t('practice.simulation.questions', { count: row.questionCount }),
              t('practice.simulation.total', { score: row.totalScore }),
              t('practice.simulation.pass', { score: row.passScore }),
            ].join(' · ')}
          />
        </List.Item>
      )}
    />
  );
}
