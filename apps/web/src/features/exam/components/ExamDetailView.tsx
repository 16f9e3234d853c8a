import { Alert, Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed, PageSpin, RichText } from '@ascent/client/ui';
import { startExam } from '../api/exam-api.ts';
import { useExamDetail } from '../hooks/use-exams.ts';
import { examKeys } from '../lib/exam-keys.ts';
import { enterFullScreen, exitFullScreen } from '../hooks/use-full-screen.ts';
import { examPaths } from '../lib/exam-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';
import { ExamScore } from './ExamScore.tsx';
import { ExamStartModal } from './ExamStartModal.tsx';
import { ExamStateTag } from './ExamStateTag.tsx';

/**
 * An exam's page (/exam/detail, and a daily exam's on /oneexam): the settings the examinee
 * needs, the rules, the score kept, and the start (the dialog of the rules, with the password
 * and the signature when the exam asks for them), or the reason it cannot start.
 */
export function ExamDetailView({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useExamDetail(examId);
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: (input: { password?: string; signature?: string }) =>
      startExam({ examId, ...input }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      navigate(examPaths.paper(r.attemptId));
    },
    // Refused (the API client said why): leave the full screen asked for at the click, and
    // read the exam again (attempts, window).
    onError: () => {
      exitFullScreen();
      void queryClient.invalidateQueries({ queryKey: examKeys.detail(examId) });
    },
  });

  if (detail.isPending) return <PageSpin />;
  if (detail.isError)
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const e = detail.data;
  // An attempt in progress resumes at once; a new one starts from the dialog of the rules.
  const onStart = () => {
    if (!e.activeAttemptId) return setConfirming(true);
    if (e.fullScreen) enterFullScreen();
    navigate(examPaths.paper(e.activeAttemptId));
  };
  const allowed = e.attemptsAllowed
    ? t('exam.detail.attemptsOf', { used: e.attemptsUsed, allowed: e.attemptsAllowed })
    : t('exam.detail.attemptsUnlimited', { used: e.attemptsUsed });

  return (
    <div className="exam-detail">
      <Card>
        <Space wrap align="center">
          <Typography.Title level={3} className="exam-detail__title">
            {e.name}
          </Typography.Title>
          <ExamStateTag state={e.timeState} />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="exam-detail__facts">
          <Descriptions.Item label={t('exam.detail.window')}>
            {formatDateTime(e.startAt)} ~ {formatDateTime(e.endAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.duration')}>
            {t('exam.minutes', { count: e.durationMinutes })}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.questions')}>
            {e.questionCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.totalScore')}>{e.totalScore}</Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.passScore')}>{e.passScore}</Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.attempts')}>{allowed}</Descriptions.Item>
          <Descriptions.Item label={t('exam.detail.scoreKept')}>
            {t(`exam.scoreKept.${e.scoreKept}`)}
          </Descriptions.Item>
          {e.cycle && (
            <Descriptions.Item label={t('exam.detail.cycle')}>{e.cycle}</Descriptions.Item>
          )}
          {e.minMinutesBeforeSubmit > 0 && (
            <Descriptions.Item label={t('exam.detail.minMinutes')}>
              {t('exam.minutes', { count: e.minMinutesBeforeSubmit })}
            </Descriptions.Item>
          )}
          {e.screenSwitchLimit > 0 && (
            <Descriptions.Item label={t('exam.detail.switchLimit')}>
              {e.screenSwitchLimit}
            </Descriptions.Item>
          )}
          {e.fullScreen && (
            <Descriptions.Item label={t('exam.detail.fullScreen')}>
              {t('exam.detail.yes')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('exam.detail.myScore')}>
            <ExamScore score={e.score} passed={e.passed} pendingMarking={e.pendingMarking} />
          </Descriptions.Item>
        </Descriptions>
        {e.refusal && !e.activeAttemptId && (
          <Alert type="warning" showIcon title={e.refusal} className="exam-detail__refusal" />
        )}
        <div className="exam-detail__start">
          <Button
            type="primary"
            size="large"
            data-testid="exam-start"
            loading={start.isPending}
            disabled={!e.activeAttemptId && !!e.refusal}
            onClick={onStart}
          >
            {e.activeAttemptId ? t('exam.detail.continue') : t('exam.detail.start')}
          </Button>
          {e.attemptsUsed > 0 && (
            <Link to={examPaths.record(e.id)}>{t('exam.detail.records')}</Link>
          )}
        </div>
        {e.ipRestricted && (
          <Typography.Paragraph type="secondary">{t('exam.detail.ipNote')}</Typography.Paragraph>
        )}
      </Card>
      <Card title={t('exam.detail.rules')} className="exam-detail__rules">
        {e.intro ? (
          <RichText className="exam-rules" html={e.intro} />
        ) : (
          <Typography.Paragraph type="secondary">{t('exam.detail.noRules')}</Typography.Paragraph>
        )}
      </Card>
      <ExamStartModal
        exam={e}
        open={confirming}
        starting={start.isPending}
        onCancel={() => setConfirming(false)}
        onStart={(input) => {
          if (e.fullScreen) enterFullScreen();
          start.mutate(input);
        }}
      />
    </div>
  );
}

/** /exam/detail without an id. */
export function ExamMissing() {
  const { t } = useTranslation();
  return <Result status="404" title={t('exam.detail.notFound')} />;
}
