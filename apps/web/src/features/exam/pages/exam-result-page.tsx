import { Alert, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { ResultQuestionView, type ResultQuestion } from '../components/ResultQuestionView.tsx';
import { useAttemptResult } from '../hooks/use-exams.ts';
import { examPaths } from '../lib/exam-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';
import '../exam.css';

/**
 * /exam/result?attemptId=: the score (when the exam shows it and marking is done), pass or
 * fail, how it was handed in, and the answers with keys when the exam shows them.
 */
export function ExamResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId')) || 0;
  const query = useAttemptResult(attemptId);
  if (!attemptId) return <Result status="404" title={t('exam.paper.notFound')} />;
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const r = query.data;
  const pending = r.status === 'pending_marking';
  const questions = r.questions as ResultQuestion[] | null;
  return (
    <div className="exam-result">
      <Card>
        <Typography.Title level={3} className="exam-result__title">
          {r.examName}
        </Typography.Title>
        <div className="exam-result__score">
          {r.score !== null ? (
            <>
              <span className="exam-result__number" data-testid="exam-score">
                {r.score}
              </span>
              <span className="exam-result__unit">{t('exam.result.points')}</span>
              {r.passed !== null && (
                <Tag color={r.passed ? 'success' : 'error'} className="exam-result__verdict">
                  {t(r.passed ? 'exam.passed' : 'exam.failed')}
                </Tag>
              )}
            </>
          ) : (
            <span className="exam-result__hidden" data-testid="exam-score">
              {pending ? t('exam.status.pending_marking') : t('exam.result.hidden')}
            </span>
          )}
        </div>
        {pending && (
          <Alert
            type="info"
            showIcon
            title={t('exam.result.pendingNote')}
            className="exam-result__note"
          />
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('exam.detail.totalScore')}>{r.totalScore}</Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.passScore')}>{r.passScore}</Descriptions.Item>
          <Descriptions.Item label={t('exam.result.answered')}>
            {r.answeredCount} / {r.questionCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.record.reason')}>
            {r.submitReason ? t(`exam.reason.${r.submitReason}`) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.record.startedAt')}>
            {formatDateTime(r.startedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.record.submittedAt')}>
            {formatDateTime(r.submittedAt) || '-'}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap className="exam-result__actions">
          <Link to={examPaths.detail(r.examId)}>
            <Button>{t('exam.result.backToExam')}</Button>
          </Link>
          <Link to={examPaths.record(r.examId)}>
            <Button>{t('exam.detail.records')}</Button>
          </Link>
        </Space>
      </Card>
      <Card title={t('exam.result.review')} className="exam-result__review">
        {questions ? (
          questions.map((q, i) => <ResultQuestionView key={q.id} q={q} number={String(i + 1)} />)
        ) : (
          <Typography.Paragraph type="secondary">
            {t('exam.result.answersHidden')}
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
