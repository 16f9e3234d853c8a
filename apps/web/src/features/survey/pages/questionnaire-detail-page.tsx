import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SurveyView } from '../components/survey-view.tsx';
import { idsFromSearch } from '../lib/survey-paths.ts';
import '../survey.css';

/** /questionnaire/detail?id=: one questionnaire or vote to answer (or its submitted view). */
export function QuestionnaireDetailPage() {
  const { t } = useTranslation();
  const { id } = idsFromSearch(useLocation().search);
  if (!id) return <Empty description={t('survey.notFound')} />;
  return <SurveyView key={id} surveyId={id} />;
}
