import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestionView } from '@ascent/shared/exam-admin';
import { QUESTION_TYPE } from '@ascent/shared/question';
import { letterOf } from '../lib/marks.ts';

/** The examinee's answer to one question beside the correct one (or the model answer). */
export function AnswerView({ q }: { q: ReviewQuestionView }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('examReview.notAnswered')}</Typography.Text>;
  const choice = (keys: readonly string[] | undefined) =>
    keys?.length
      ? q.type === QUESTION_TYPE.judgement
        ? keys.map((k) => t(k === 'T' ? 'examReview.true' : 'examReview.false')).join(', ')
        : keys
            .map((k) => letterOf(q.options, k))
            .sort()
            .join(', ')
      : null;

  if (q.type === QUESTION_TYPE.fill) {
    const given = q.answer?.blanks ?? [];
    return (
      <ol className="review-blanks">
        {(q.key.blanks ?? []).map((accepted, i) => (
          <li key={i}>
            <span className="review-label">{t('examReview.answer')}</span>
            {given[i]?.trim() ? <Typography.Text code>{given[i]}</Typography.Text> : none}
            <span className="review-label">{t('examReview.key')}</span>
            {accepted.join(' / ')}
          </li>
        ))}
      </ol>
    );
  }
  if (q.type === QUESTION_TYPE.qa)
    return (
      <div className="review-qa">
        <div className="review-label">{t('examReview.answer')}</div>
        {q.answer?.text?.trim() ? (
          <Typography.Paragraph className="review-text" data-testid={`review-answer-${q.id}`}>
            {q.answer.text}
          </Typography.Paragraph>
        ) : (
          none
        )}
        <div className="review-label">{t('examReview.reference')}</div>
        <Typography.Paragraph className="review-text" type="secondary">
          {q.key.reference || '-'}
        </Typography.Paragraph>
      </div>
    );
  return (
    <div>
      <span className="review-label">{t('examReview.answer')}</span>
      {choice(q.answer?.keys) ?? none}
      <span className="review-label">{t('examReview.key')}</span>
      <Tag color="green">{choice(q.key.keys) ?? '-'}</Tag>
    </div>
  );
}
