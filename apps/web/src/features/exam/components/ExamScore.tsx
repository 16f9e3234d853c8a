import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The score kept and whether it passes, or that marking is pending. */
export function ExamScore(props: {
  score: number | null;
  passed: boolean | null;
  pendingMarking?: boolean;
}) {
  const { t } = useTranslation();
  if (props.pendingMarking && props.score === null)
    return <Tag color="warning">{t('exam.status.pending_marking')}</Tag>;
  if (props.score === null) return <span className="exam-muted">-</span>;
  return (
    <span className="exam-score-inline">
      {t('exam.scorePoints', { score: props.score })}{' '}
      {props.passed !== null && (
        <Tag color={props.passed ? 'success' : 'error'}>
          {t(props.passed ? 'exam.passed' : 'exam.failed')}
        </Tag>
      )}
    </span>
  );
}
