import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExamStatus, ExamTimeState } from '@ascent/shared/exam';

const STATUS_COLOUR: Record<ExamStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};
const TIME_COLOUR: Record<ExamTimeState, string> = {
  not_started: 'blue',
  in_progress: 'processing',
  ended: 'default',
};

export function ExamStatusTag({ status }: { status: ExamStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`exams.status.${status}`)}</Tag>;
}

/** Spec s.4: not started, in progress, ended. */
export function ExamTimeTag({ state }: { state: ExamTimeState }) {
  const { t } = useTranslation();
  return <Tag color={TIME_COLOUR[state]}>{t(`exams.timeState.${state}`)}</Tag>;
}
