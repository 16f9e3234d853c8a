import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPE, type RevealedQuestion } from '@ascent/shared/question';
import { QuestionTypeTag } from './question-type-tag.tsx';

/**
 * A question as drawn for an examinee, with its key: options in the drawn order (lettered by
 * position, as the examinee sees them), the right ones marked, the blanks' accepted answers,
 * the reference answer and the analysis; a case with its parts.
 */
export function QuestionView({ q, n }: { q: RevealedQuestion; n: string }) {
  const { t } = useTranslation();
  const keys = new Set(q.key.keys ?? []);
  const letter = (i: number) => String.fromCharCode(65 + i);
  return (
    <Card size="small" className="qb-view" data-testid={`preview-question-${q.id}`}>
      <Space wrap size={4}>
        <Typography.Text strong>{n}</Typography.Text>
        <QuestionTypeTag type={q.type} />
        <Tag>{t('questionBank.preview.points', { score: q.score })}</Tag>
      </Space>
      <Typography.Paragraph className="qb-view-stem">{q.stem}</Typography.Paragraph>
      {q.options.length > 0 && (
        <ol className="qb-view-options">
          {q.options.map((o, i) => (
            <li key={o.key} className={keys.has(o.key) ? 'qb-right' : undefined}>
              <span className="qb-option-key">{letter(i)}</span>
              <span>{o.text}</span>
              {keys.has(o.key) && (
                <CheckCircleFilled
                  aria-label={t('questionBank.editor.right')}
                  className="qb-right-mark"
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {q.type === QUESTION_TYPE.judgement && (
        <Typography.Paragraph>
          {t('questionBank.preview.answer')}:{' '}
          {t(`questionBank.judgement.${q.key.keys?.[0] ?? 'T'}`)}
        </Typography.Paragraph>
      )}
      {q.type === QUESTION_TYPE.fill && (
        <ol className="qb-view-blanks">
          {(q.key.blanks ?? []).map((b, i) => (
            <li key={i}>
              {t('questionBank.editor.blank', { n: i + 1 })}: {b.join(' | ')}
            </li>
          ))}
        </ol>
      )}
      {q.type === QUESTION_TYPE.qa && q.key.reference && (
        <Typography.Paragraph>
          {t('questionBank.editor.reference')}: {q.key.reference}
        </Typography.Paragraph>
      )}
      {q.analysis && (
        <Typography.Paragraph type="secondary">
          {t('questionBank.editor.analysis')}: {q.analysis}
        </Typography.Paragraph>
      )}
      {q.children.map((c, i) => (
        <QuestionView key={c.id} q={c} n={`${n}.${i + 1}`} />
      ))}
    </Card>
  );
}
