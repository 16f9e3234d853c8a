import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubPlanStatus } from '@ascent/shared/study-plan';
import type { TimeState } from '@ascent/shared/task';

const TIME_COLOURS: Record<TimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};
const STATUS_COLOURS: Record<SubPlanStatus, string> = {
  draft: 'default',
  reviewing: 'gold',
  passed: 'green',
  rejected: 'red',
};

/** Spec s.4: not started, in progress, ended. */
export function PlanTimeTag({ state }: { state: TimeState }) {
  const { t } = useTranslation();
  return (
    <Tag color={TIME_COLOURS[state]} data-testid="plan-time" data-state={state}>
      {t(`studyPlan.time.${state}`)}
    </Tag>
  );
}

/** A sub-plan's review state. */
export function SubPlanStatusTag({ status }: { status: SubPlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="subplan-status" data-status={status}>
      {t(`studyPlan.status.${status}`)}
    </Tag>
  );
}
