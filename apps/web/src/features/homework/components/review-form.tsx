import { Alert, Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOMEWORK_LIMITS,
  ZReviewSave,
  type TReviewDetail,
  type ReviewAction,
} from '@ascent/shared/homework';
import { isApiError } from '@ascent/client/api';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { saveReview } from '../api/homework-api.ts';

/** A reviewer's decision: a score (0 to the full score) and a comment, or a return with its reason. */
export function ReviewForm({
  detail,
  onDone,
}: {
  detail: TReviewDetail;
  onDone: (action: ReviewAction) => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const full = detail.homework.fullScore;

  const send = async (action: ReviewAction) => {
    setError('');
    const body = {
      submissionId: detail.submission.id,
      action,
      score: action === 'evaluate' ? score : null,
      comment,
    };
    const problem = firstIssueRef(ZReviewSave, body);
    if (problem) return setError(tr(problem));
    if (action === 'evaluate' && score !== null && score > full)
      return setError(tr(`homework.scoreRange|${JSON.stringify({ max: full })}`));
    setBusy(action);
    try {
      await saveReview(body);
      onDone(action);
    } catch (err) {
      setError(isApiError(err) ? err.message : t('homework.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form layout="vertical" className="hw-review-form" data-testid="review-form">
      <Form.Item label={t('homework.scoreLabel', { full })} required>
        <InputNumber
          min={0}
          max={full}
          step={0.5}
          precision={1}
          value={score}
          onChange={(v) => setScore(typeof v === 'number' ? v : null)}
          aria-label={t('homework.score')}
          data-testid="review-score"
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item label={t('homework.comment')} extra={t('homework.commentHint')}>
        <Input.TextArea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={HOMEWORK_LIMITS.comment}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          aria-label={t('homework.comment')}
          data-testid="review-comment"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Space wrap className="hw-actions">
        <Button
          type="primary"
          loading={busy === 'evaluate'}
          disabled={busy !== null}
          onClick={() => void send('evaluate')}
          data-testid="review-evaluate"
        >
          {t('homework.evaluate')}
        </Button>
        <Button
          danger
          loading={busy === 'return'}
          disabled={busy !== null}
          onClick={() => void send('return')}
          data-testid="review-return"
        >
          {t('homework.return')}
        </Button>
      </Space>
    </Form>
  );
}
