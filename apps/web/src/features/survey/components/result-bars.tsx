import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestionResult, SurveyResults } from '@ascent/shared/survey';

/** One bar: a label, a CSS bar as wide as its share, and the count with the share. */
function Bar({ label, count, percent }: { label: string; count: number; percent: number }) {
  const { t } = useTranslation();
  return (
    <li className="survey-bar">
      <span className="survey-bar__label">{label}</span>
      <span
        className="survey-bar__track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="survey-bar__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="survey-bar__value">
        {t('survey.results.countShare', { n: count, percent })}
      </span>
    </li>
  );
}

function QuestionBars({ q }: { q: SurveyQuestionResult }) {
  const { t } = useTranslation();
  const share = (n: number) => (q.answered ? Math.round((n * 1000) / q.answered) / 10 : 0);
  return (
    <section className="survey-result" aria-labelledby={`survey-result-${q.questionId}`}>
      <Typography.Title level={5} id={`survey-result-${q.questionId}`}>
        {q.no}. {q.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('survey.results.answered', { n: q.answered })}
        {q.average !== null ? ` · ${t('survey.results.average', { average: q.average })}` : ''}
      </Typography.Text>
      <ul className="survey-bars">
        {q.type === 'rating'
          ? q.ratings.map((r) => (
              <Bar
                key={r.score}
                label={t('survey.results.score', { score: r.score })}
                count={r.count}
                percent={share(r.count)}
              />
            ))
          : q.options.map((o) => (
              <Bar key={o.key} label={`${o.key}. ${o.text}`} count={o.count} percent={o.percent} />
            ))}
      </ul>
    </section>
  );
}

/** A survey's tallies as bars (choice options and rating scores), drawn with CSS only. */
export function ResultBars({ results }: { results: SurveyResults }) {
  const { t } = useTranslation();
  return (
    <div className="survey-results" data-testid="survey-results">
      <Typography.Paragraph>
        {t('survey.results.responses', { n: results.responseCount })}
      </Typography.Paragraph>
      {results.questions.map((q) => (
        <QuestionBars key={q.questionId} q={q} />
      ))}
    </div>
  );
}
