import { Button, Card, Descriptions, Flex, Result, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PracticeResult, PracticeResultQuestion } from '@ascent/shared/practice';
import type { TAnswerValue } from '@ascent/shared/question';
import { accuracy, sessionLabel } from '../lib/labels.ts';
import { minutesBetween } from '../lib/time.ts';
import { PRACTICE_PATHS, modePath } from '../lib/practice-paths.ts';
import type { MarkInfo } from './mark-feedback.tsx';
import { QuestionBlock } from './question-block.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/** Answers and marks by unit id, from a result's questions. */
function collect(questions: PracticeResultQuestion[]) {
  const values: Record<string, TAnswerValue | null> = {};
  const marks: Record<string, MarkInfo> = {};
  const walk = (qs: PracticeResultQuestion[]) => {
    for (const q of qs) {
      if (q.children.length) walk(q.children);
      else {
        values[q.id] = q.answer;
        marks[q.id] = {
          correct: q.mark ? q.mark.correct : false,
          unanswered: !q.mark,
          score: q.mark?.score ?? 0,
          key: q.key,
          analysis: q.analysis,
        };
      }
    }
  };
  walk(questions);
  return { values, marks };
}

/** A finished session: its numbers, then every question with the answer, key and analysis. */
export function ResultView({ result }: { result: PracticeResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, marks } = useMemo(() => collect(result.questions), [result.questions]);
  const simulation = result.mode === 'simulation';
  const minutes = minutesBetween(result.startedAt, result.finishedAt);
  return (
    <div className="page practice-page">
      <Card>
        <Result
          status={
            simulation
              ? result.passed
                ? 'success'
                : 'warning'
              : result.wrongCount
                ? 'info'
                : 'success'
          }
          title={sessionLabel(t, result)}
          subTitle={
            <span data-testid="practice-score">
              {simulation
                ? t('practice.record.scoreOf', { score: result.score, total: result.totalScore })
                : t('practice.result.accuracyOf', {
                    accuracy: accuracy(result.correctCount, result.answeredCount),
                  })}
            </span>
          }
          extra={
            <Flex gap={8} wrap justify="center">
              <Button type="primary" onClick={() => void navigate(modePath(result.mode))}>
                {t('practice.action.practiseAgain')}
              </Button>
              <Button onClick={() => void navigate(PRACTICE_PATHS.record)}>
                {t('practice.record.title')}
              </Button>
              <Button onClick={() => void navigate(PRACTICE_PATHS.home)}>
                {t('practice.result.back')}
              </Button>
            </Flex>
          }
        />
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
          {simulation && (
            <>
              <Descriptions.Item label={t('practice.result.score')}>
                {result.score} / {result.totalScore}
              </Descriptions.Item>
              <Descriptions.Item label={t('practice.result.passLine')}>
                {result.passScore}{' '}
                {result.passed !== null && (
                  <Tag color={result.passed ? 'success' : 'error'}>
                    {t(result.passed ? 'practice.result.passed' : 'practice.result.failed')}
                  </Tag>
                )}
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t('practice.result.correct')}>
            {result.correctCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('practice.result.wrong')}>
            {result.wrongCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('practice.result.answered')}>
            {result.answeredCount} / {result.questionCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('practice.result.startedAt')}>
            {formatDateTime(result.startedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('practice.result.duration')}>
            {minutes === null ? '-' : t('practice.simulation.minutes', { count: minutes })}
          </Descriptions.Item>
          <Descriptions.Item label={t('practice.result.ended')}>
            {t(`practice.result.endReason.${result.endReason ?? 'submit'}`)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('practice.result.review')} className="practice-review">
        {result.questions.map((q, i) => (
          <QuestionBlock
            key={q.id}
            question={q}
            number={String(i + 1)}
            values={values}
            marks={marks}
            showAnswer
            showScore={simulation}
            disabled
          />
        ))}
      </Card>
    </div>
  );
}
