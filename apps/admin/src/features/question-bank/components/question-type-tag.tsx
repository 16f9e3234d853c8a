import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@ascent/shared/question';

const COLOURS: Record<QuestionType, string> = {
  1: 'blue',
  2: 'geekblue',
  3: 'cyan',
  4: 'purple',
  5: 'orange',
  8: 'magenta',
};

/** A question's type as a coloured tag. */
export function QuestionTypeTag({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[type]}>{t(`questionBank.type.${type}`)}</Tag>;
}
