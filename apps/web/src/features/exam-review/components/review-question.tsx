import { Card, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestionView } from '@ascent/shared/exam-admin';
import { EXAM_LIMITS } from '@ascent/shared/exam';
import { OPTION_KEYS, QUESTION_TYPE } from '@ascent/shared/question';
import type { DraftMark } from '../lib/marks.ts';
import { AnswerView } from './answer-view.tsx';

/**
 * One question of the answer sheet: the stem, the options, the examinee's answer against the
 * key, the mark it got, and for an answered Q&A part the reviewer's score and comment.
 */
export function ReviewQuestion(props: {
  q: ReviewQuestionView;
  index: string;
  drafts: ReadonlyMap<number, DraftMark>;
  onDraft: (questionId: number, draft: DraftMark) => void;
}) {
  const { t } = useTranslation();
  const { q } = props;
  const draft = props.drafts.get(q.id);
  const objectiveMark =
    !q.needsMarking && q.type !== QUESTION_TYPE.case && q.type !== QUESTION_TYPE.qa;

  return (
    <Card
      size="small"
      className="review-question"
      data-testid={`review-question-${q.id}`}
      title={
        <Space wrap size={4}>
          <span>{props.index}</span>
          <Tag>{t(`examReview.type.${q.type}`)}</Tag>
          <span className="review-score">{t('examReview.points', { score: q.score })}</span>
        </Space>
      }
      extra={
        objectiveMark && q.mark ? (
          <Tag color={q.mark.correct ? 'green' : 'red'}>
            {t('examReview.got', { score: q.mark.score ?? 0 })}
          </Tag>
        ) : !q.needsMarking && q.type === QUESTION_TYPE.qa ? (
          <Tag>{t('examReview.got', { score: 0 })}</Tag>
        ) : null
      }
    >
      <Typography.Paragraph className="review-text">{q.stem}</Typography.Paragraph>
      {q.options.length > 0 && (
        <ul className="review-options">
          {q.options.map((o, i) => (
            <li key={o.key}>
              {OPTION_KEYS[i]}. {o.text}
            </li>
          ))}
        </ul>
      )}
      {q.children.length > 0 ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {q.children.map((c, i) => (
            <ReviewQuestion
              key={c.id}
              q={c}
              index={`${props.index}.${i + 1}`}
              drafts={props.drafts}
              onDraft={props.onDraft}
            />
          ))}
        </Space>
      ) : (
        <AnswerView q={q} />
      )}
      {q.analysis && (
        <Typography.Paragraph type="secondary" className="review-text">
          {t('examReview.analysis')}: {q.analysis}
        </Typography.Paragraph>
      )}
      {q.needsMarking && draft && (
        <div className="review-mark" data-testid={`review-mark-${q.id}`}>
          <Space wrap>
            <span className="review-label">{t('examReview.score')}</span>
            <InputNumber<number>
              min={0}
              max={q.score}
              step={0.5}
              precision={1}
              value={draft.score}
              onChange={(v) => props.onDraft(q.id, { ...draft, score: v ?? null })}
              aria-label={t('examReview.scoreFor', { index: props.index })}
              data-testid={`review-score-${q.id}`}
            />
            <Typography.Text type="secondary">
              {t('examReview.range', { max: q.score })}
            </Typography.Text>
          </Space>
          <Input.TextArea
            className="review-comment"
            value={draft.comment}
            maxLength={EXAM_LIMITS.comment}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('examReview.comment')}
            aria-label={t('examReview.comment')}
            onChange={(e) => props.onDraft(q.id, { ...draft, comment: e.target.value })}
          />
        </div>
      )}
    </Card>
  );
}
