import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProgressState } from '@ascent/shared/programme';
import type { TimeState } from '@ascent/shared/task';

const TIME_COLOURS: Record<TimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};
const PROGRESS_COLOURS: Record<ProgressState, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  completed: 'green',
};

/** A programme's or task's time: not started, in progress, ended. */
export function TimeStateTag({ state }: { state: TimeState }) {
  const { t } = useTranslation();
  return <Tag color={TIME_COLOURS[state]}>{t(`programme.time.${state}`)}</Tag>;
}

/** A learner's state on an item or programme: not started, in progress, completed. */
export function ProgressStateTag({ state }: { state: ProgressState }) {
  const { t } = useTranslation();
  return <Tag color={PROGRESS_COLOURS[state]}>{t(`programme.state.${state}`)}</Tag>;
}
