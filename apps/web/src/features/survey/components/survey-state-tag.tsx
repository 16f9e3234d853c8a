import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyState } from '@ascent/shared/survey';

const COLOURS: Record<SurveyState, string> = {
  open: 'processing',
  not_begun: 'default',
  overdue: 'error',
  precondition: 'warning',
  submitted: 'success',
};

/** A survey's state for the learner (spec s.8: not begun, overdue, precondition). */
export function SurveyStateTag({
  state,
  evaluation,
}: {
  state: SurveyState;
  evaluation?: boolean;
}) {
  const { t } = useTranslation();
  const label =
    evaluation && state === 'submitted' ? t('survey.state.evaluated') : t(`survey.state.${state}`);
  return (
    <Tag color={COLOURS[state]} data-testid="survey-state" data-state={state}>
      {label}
    </Tag>
  );
}
