import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_EVALUATION_TABS } from '@ascent/shared/survey';
import { EvaluationList } from '../components/evaluation-list.tsx';
import { useMyEvaluations } from '../hooks/use-survey.ts';
import '../survey.css';

type Tab = (typeof MY_EVALUATION_TABS)[number];

/** /mine/evaluate: the evaluations to fill in, by tab (spec s.4: to evaluate, evaluated). */
export function MineEvaluatePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('todo');
  const [page, setPage] = useState(1);
  const list = useMyEvaluations({ tab, page });
  return (
    <Card title={t('survey.evaluate.title')} className="survey-page" data-testid="mine-evaluate">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          setPage(1);
        }}
        items={MY_EVALUATION_TABS.map((k) => ({ key: k, label: t(`survey.evaluate.tab.${k}`) }))}
      />
      <EvaluationList query={list} onPage={setPage} />
    </Card>
  );
}
