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
export function TimeTag({ state }: { state: TimeState }) {
  const { t } = useTranslation();
  return <Tag color={TIME_COLOURS[state]}>{t(`studyPlans.time.${state}`)}</Tag>;
}

export function SubPlanTag({ status }: { status: SubPlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="subplan-status" data-status={status}>
      {t(`studyPlans.status.${status}`)}
    </Tag>
  );
}
