import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignupRecordState } from '@ascent/shared/signup';
import type { TimeState } from '@ascent/shared/task';

const STATE_COLOR: Record<SignupRecordState, string> = {
  reviewing: 'processing',
  enrolled: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};
const WINDOW_COLOR: Record<TimeState, string> = {
  notStarted: 'blue',
  inProgress: 'green',
  ended: 'default',
};

/** My standing on a sign-up (none: never signed up). */
export function RecordStateTag({ state }: { state: SignupRecordState | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={state ? STATE_COLOR[state] : 'default'}>{t(`signup.state.${state ?? 'none'}`)}</Tag>
  );
}

/** The sign-up window: not started, open, ended. */
export function WindowTag({ window }: { window: TimeState }) {
  const { t } = useTranslation();
  return <Tag color={WINDOW_COLOR[window]}>{t(`signup.window.${window}`)}</Tag>;
}
