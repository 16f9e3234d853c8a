import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExamTimeState } from '@ascent/shared/exam';

const COLORS: Record<ExamTimeState, string> = {
  not_started: 'default',
  in_progress: 'processing',
  ended: 'default',
};

/** Not started, in progress or ended (spec s.4). */
export function ExamStateTag({ state }: { state: ExamTimeState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`exam.state.${state}`)}</Tag>;
}
