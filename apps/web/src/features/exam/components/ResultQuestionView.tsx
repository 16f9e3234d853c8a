import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OPTION_KEYS,
  QUESTION_TYPE,
  type QuestionKey,
  type RevealedQuestion,
  type TAnswerValue,
} from '@ascent/shared/question';

/** A question of a result: with its key and analysis, the examinee's answer and its mark. */
export interface ResultQuestion extends Omit<RevealedQuestion, 'children'> {
  answer: TAnswerValue | null;
  mark: { score: number | null; correct: boolean | null; comment: string } | null;
  children: ResultQuestion[];
}

/** Option keys as the examinee saw them: by their position's letter. */
function lettersOf(q: RevealedQuestion, keys: readonly string[] | undefined): string {
  if (!keys?.length) return '';
  if (q.type === QUESTION_TYPE.judgement) return keys.join('');
  return keys
    .map((k) => {
      const i = q.options.findIndex((o) => o.key === k);
      return i >= 0 ? OPTION_KEYS[i] : k;
    })
    .sort()
    .join(', ');
}

function AnswerText({
  q,
  value,
}: {
  q: RevealedQuestion;
  value: TAnswerValue | QuestionKey | null;
}) {
  const { t } = useTranslation();
  if (!value) return <span className="exam-muted">{t('exam.result.noAnswer')}</span>;
  if (q.type === QUESTION_TYPE.judgement) {
    const k = (value as { keys?: string[] }).keys?.[0];
    return <span>{k ? t(`exam.judgement.${k}`) : t('exam.result.noAnswer')}</span>;
  }
  if (q.type === QUESTION_TYPE.fill) {
    const blanks = (value as { blanks?: (string | string[])[] }).blanks ?? [];
    return (
      <span>
        {blanks
          .map((b, i) => `${i + 1}. ${Array.isArray(b) ? b.join(' / ') : b || '-'}`)
          .join('；')}
      </span>
    );
  }
  if (q.type === QUESTION_TYPE.qa) {
    const text =
      (value as { text?: string; reference?: string }).text ??
      (value as { reference?: string }).reference;
    return <span className="exam-result__text">{text || t('exam.result.noAnswer')}</span>;
  }
  const letters = lettersOf(q, (value as { keys?: string[] }).keys);
  return <span>{letters || t('exam.result.noAnswer')}</span>;
}

/** One question of the result review, a case with its parts. */
export function ResultQuestionView({ q, number }: { q: ResultQuestion; number: string }) {
  const { t } = useTranslation();
  const leaf = !q.children.length;
  return (
    <section className="exam-question exam-question--result">
      <div className="exam-question__head">
        <span className="exam-question__no">{number}.</span>
        <Tag>{t(`exam.type.${q.type}`)}</Tag>
        <span className="exam-question__score">{t('exam.paper.points', { score: q.score })}</span>
        {leaf && q.mark && q.mark.score !== null && (
          <Tag color={q.mark.correct ? 'success' : q.mark.correct === false ? 'error' : 'default'}>
            {t('exam.result.got', { score: q.mark.score })}
          </Tag>
        )}
        {leaf && q.mark && q.mark.score === null && (
          <Tag color="warning">{t('exam.status.pending_marking')}</Tag>
        )}
      </div>
      <div className="exam-question__stem">{q.stem}</div>
      {q.options.length > 0 && (
        <ol className="exam-result__options">
          {q.options.map((o, i) => (
            <li key={o.key}>
              {OPTION_KEYS[i]}. {o.text}
            </li>
          ))}
        </ol>
      )}
      {leaf && (
        <dl className="exam-result__lines">
          <dt>{t('exam.result.yourAnswer')}</dt>
          <dd>
            <AnswerText q={q} value={q.answer} />
          </dd>
          <dt>{q.type === QUESTION_TYPE.qa ? t('exam.result.reference') : t('exam.result.key')}</dt>
          <dd>
            <AnswerText q={q} value={q.key} />
          </dd>
          {q.mark?.comment && (
            <>
              <dt>{t('exam.result.comment')}</dt>
              <dd>{q.mark.comment}</dd>
            </>
          )}
          {q.analysis && (
            <>
              <dt>{t('exam.result.analysis')}</dt>
              <dd>
                <Typography.Text type="secondary">{q.analysis}</Typography.Text>
              </dd>
            </>
          )}
        </dl>
      )}
      {q.children.map((c, i) => (
        <ResultQuestionView key={c.id} q={c} number={`${number}.${i + 1}`} />
      ))}
    </section>
  );
}
