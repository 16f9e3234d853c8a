import { Checkbox, Input, Radio, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  charCount,
  maxChoicesOf,
  minChoicesOf,
  questionRule,
  type SurveyQuestion,
  type TSurveyAnswer,
} from '@ascent/shared/survey';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  value: TSurveyAnswer | undefined;
  onChange?: (value: TSurveyAnswer) => void;
  /** The question's problem (translated), shown under it. */
  error?: string | null;
  disabled?: boolean;
}

/** What a question asks for beyond the answer itself: how many choices, how many characters. */
function useHint(q: SurveyQuestion): string {
  const { t } = useTranslation();
  const rule = questionRule(q);
  if (q.type === 'multiple') {
    const min = minChoicesOf(rule);
    const max = maxChoicesOf(rule);
    if (min > 1 && max < q.options.length) return t('survey.hint.choicesBetween', { min, max });
    if (min > 1) return t('survey.hint.choicesAtLeast', { min });
    if (max < q.options.length) return t('survey.hint.choicesAtMost', { max });
    return t('survey.hint.choicesAny');
  }
  if (q.type === 'text')
    return q.minLength > 0
      ? t('survey.hint.textBetween', { min: q.minLength, max: q.maxLength })
      : t('survey.hint.textAtMost', { max: q.maxLength });
  if (q.type === 'rating') return t('survey.hint.rating', { max: q.ratingMax });
  return '';
}

/** One question of a survey: its title, a hint of its rules, and the input its type needs. */
export function QuestionField({
  question: q,
  value,
  onChange,
  error,
  disabled,
}: QuestionFieldProps) {
  const { t } = useTranslation();
  const hint = useHint(q);
  const titleId = `survey-q-${q.id}`;
  return (
    <fieldset
      className={`survey-question${error ? ' survey-question--error' : ''}`}
      data-testid={`survey-question-${q.id}`}
      aria-labelledby={titleId}
      aria-invalid={error ? true : undefined}
    >
      <legend id={titleId} className="survey-question__title">
        <span className="survey-question__no">{q.no}.</span>
        {q.required ? (
          <span className="survey-question__required" aria-label={t('survey.required')}>
            *
          </span>
        ) : null}
        <span>{q.title}</span>
        <Typography.Text type="secondary" className="survey-question__type">
          {t(`survey.type.${q.type}`)}
          {hint ? ` · ${hint}` : ''}
        </Typography.Text>
      </legend>
      {q.type === 'single' ? (
        <Radio.Group
          className="survey-options"
          disabled={disabled}
          value={value?.keys?.[0]}
          onChange={(e) => onChange?.({ keys: [e.target.value as string] })}
          options={q.options.map((o) => ({ value: o.key, label: `${o.key}. ${o.text}` }))}
        />
      ) : q.type === 'multiple' ? (
        <Checkbox.Group
          className="survey-options"
          disabled={disabled}
          value={value?.keys ?? []}
          onChange={(keys) => onChange?.({ keys: keys as string[] })}
          options={q.options.map((o) => ({ value: o.key, label: `${o.key}. ${o.text}` }))}
        />
      ) : q.type === 'text' ? (
        <Input.TextArea
          aria-labelledby={titleId}
          disabled={disabled}
          value={value?.text ?? ''}
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: q.maxLength, strategy: charCount }}
          onChange={(e) => onChange?.({ text: e.target.value })}
        />
      ) : (
        <Rate
          aria-labelledby={titleId}
          disabled={disabled}
          count={q.ratingMax}
          value={value?.rating ?? 0}
          onChange={(rating) => onChange?.({ rating })}
        />
      )}
      {error ? (
        <Typography.Text type="danger" role="alert" className="survey-question__error">
          {error}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}
