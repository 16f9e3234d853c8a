import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PlanForm } from '../components/plan-form.tsx';
import { STUDY_PLANS_KEY, useStudyPlan } from '../hooks/use-study-plans.ts';
import { STUDY_PLAN_PATHS, idFromSearch, planDetailPath } from '../lib/study-plan-paths.ts';
import '../study-plans.css';

/** Creates (no ?id) or changes a study plan; a saved plan opens with its sub-plans. */
export function StudyPlanEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const item = useStudyPlan(id);
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="sp-admin-page">
      <h2>{t(id ? 'studyPlans.title.edit' : 'studyPlans.title.create')}</h2>
      <PlanForm
        key={id ?? 'new'}
        plan={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(STUDY_PLAN_PATHS.list)}
        onSaved={(saved) => {
          void message.success(t('studyPlans.saved'));
          void client.invalidateQueries({ queryKey: STUDY_PLANS_KEY });
          void navigate(planDetailPath(saved.id));
        }}
      />
    </div>
  );
}
