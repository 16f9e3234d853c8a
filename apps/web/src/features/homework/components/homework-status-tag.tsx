import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeworkTimeState, SubmissionStatus } from '@ascent/shared/homework';

const STATUS_COLOURS: Record<SubmissionStatus | 'none', string> = {
  none: 'default',
  draft: 'processing',
  submitted: 'gold',
  returned: 'red',
  evaluated: 'green',
};
const TIME_COLOURS: Record<HomeworkTimeState, string> = {
  not_started: 'default',
  in_progress: 'blue',
  ended: 'default',
};

/** A submission's state: not started, in progress (draft), to evaluate, returned, evaluated. */
export function SubmissionStatusTag({ status }: { status: SubmissionStatus | null }) {
  const { t } = useTranslation();
  const key = status ?? 'none';
  return (
    <Tag color={STATUS_COLOURS[key]} data-testid="homework-status">
      {t(`homework.status.${key}`)}
    </Tag>
  );
}

/** The window: not begun, open, overdue. */
export function TimeStateTag({ state }: { state: HomeworkTimeState }) {
  const { t } = useTranslation();
  return <Tag color={TIME_COLOURS[state]}>{t(`homework.time.${state}`)}</Tag>;
}
