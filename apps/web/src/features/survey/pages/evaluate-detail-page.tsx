import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SurveyView } from '../components/survey-view.tsx';
import { idsFromSearch, SURVEY_PATHS } from '../lib/survey-paths.ts';
import '../survey.css';

/** /mine/evaluate/detail?id=&targetId=: evaluating one person (or the evaluation sent). */
export function EvaluateDetailPage() {
  const { t } = useTranslation();
  const { id, targetId } = idsFromSearch(useLocation().search);
  if (!id || !targetId) return <Empty description={t('survey.notFound')} />;
  return (
    <div className="survey-detail">
      <Link to={SURVEY_PATHS.evaluate} className="survey-back">
        {t('survey.evaluate.back')}
      </Link>
      <SurveyView key={`${id}:${targetId}`} surveyId={id} targetId={targetId} />
    </div>
  );
}
