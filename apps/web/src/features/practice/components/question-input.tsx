import { Checkbox, Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OPTION_KEYS,
  QUESTION_LIMITS,
  QUESTION_TYPE,
  type LearnerQuestion,
  type TAnswerValue,
} from '@ascent/shared/question';

export interface QuestionInputProps {
  question: LearnerQuestion;
  value: TAnswerValue | null | undefined;
  onChange: (value: TAnswerValue) => void;
  disabled?: boolean;
}

/**
 * The answer field of one answerable unit: options (single, multiple, judgement), one box per
 * blank, or a text (Q&A). Options are lettered by their position; answers keep stored keys.
 */
export function QuestionInput({ question, value, onChange, disabled }: QuestionInputProps) {
  const { t } = useTranslation();
  const label = (i: number, text: string) => `${OPTION_KEYS[i] ?? ''}. ${text}`;
  switch (question.type) {
    case QUESTION_TYPE.single:
      return (
        <Radio.Group
          value={value?.keys?.[0]}
          disabled={disabled}
          onChange={(e) => onChange({ keys: [String(e.target.value)] })}
        >
          <Flex vertical gap={8}>
            {question.options.map((o, i) => (
              <Radio key={o.key} value={o.key}>
                {label(i, o.text)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      );
    case QUESTION_TYPE.multiple:
      return (
        <Checkbox.Group
          value={value?.keys ?? []}
          disabled={disabled}
          onChange={(keys) => onChange({ keys: keys.map(String).sort() })}
        >
          <Flex vertical gap={8}>
            {question.options.map((o, i) => (
              <Checkbox key={o.key} value={o.key}>
                {label(i, o.text)}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      );
    case QUESTION_TYPE.judgement:
      return (
        <Radio.Group
          value={value?.keys?.[0]}
          disabled={disabled}
          onChange={(e) => onChange({ keys: [String(e.target.value)] })}
        >
          <Flex gap={24} wrap>
            <Radio value="T">{t('practice.true')}</Radio>
            <Radio value="F">{t('practice.false')}</Radio>
          </Flex>
        </Radio.Group>
      );
    case QUESTION_TYPE.fill: {
      const blanks = Array.from(
        { length: Math.max(question.blankCount, 1) },
        (_, i) => value?.blanks?.[i] ?? '',
      );
      return (
        <Flex vertical gap={8} className="practice-blanks">
          {blanks.map((b, i) => (
            <Input
              key={i}
              value={b}
              disabled={disabled}
              maxLength={QUESTION_LIMITS.blankAnswer}
              prefix={`${i + 1}.`}
              placeholder={t('practice.paper.blank', { n: i + 1 })}
              aria-label={t('practice.paper.blank', { n: i + 1 })}
              onChange={(e) =>
                onChange({ blanks: blanks.map((x, j) => (j === i ? e.target.value : x)) })
              }
            />
          ))}
        </Flex>
      );
    }
    case QUESTION_TYPE.qa:
      return (
        <Input.TextArea
          value={value?.text ?? ''}
          disabled={disabled}
          rows={4}
          maxLength={QUESTION_LIMITS.answerText}
          placeholder={t('practice.paper.answerPlaceholder')}
          aria-label={t('practice.paper.answerPlaceholder')}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      );
    default:
      return null;
  }
}
