import { Card, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_SURVEY_TABS, type TMySurveyList } from '@ascent/shared/survey';
import { SurveyList } from '../components/survey-list.tsx';
import { useMySurveys } from '../hooks/use-survey.ts';
import '../survey.css';

type Tab = (typeof MY_SURVEY_TABS)[number];
type KindFilter = 'all' | 'questionnaire' | 'vote';

/** /questionnaire/investigation: the questionnaires and votes the learner may answer. */
export function InvestigationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('todo');
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const query: TMySurveyList = { tab, page, ...(kind === 'all' ? {} : { kind }) };
  const list = useMySurveys(query);
  return (
    <Card title={t('survey.list.title')} className="survey-page" data-testid="survey-investigation">
      <div className="survey-toolbar">
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as Tab);
            setPage(1);
          }}
          items={MY_SURVEY_TABS.map((k) => ({ key: k, label: t(`survey.list.tab.${k}`) }))}
        />
        <Segmented<KindFilter>
          value={kind}
          onChange={(k) => {
            setKind(k);
            setPage(1);
          }}
          options={(['all', 'questionnaire', 'vote'] as const).map((k) => ({
            value: k,
            label: k === 'all' ? t('survey.list.allKinds') : t(`survey.kind.${k}`),
          }))}
        />
      </div>
      <SurveyList query={list} onPage={setPage} />
    </Card>
  );
}
