import * as XLSX from '@e965/xlsx';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import type {
  SurveyPerson,
  SurveyQuestion,
  SurveyQuestionType,
  SurveyResults,
  TSurveyAnswer,
} from '@ascent/shared/survey';
import type { ResponseRow, SurveyRow } from './survey.repository.ts';

const TYPE_KEYS: Record<SurveyQuestionType, MessageKey> = {
  single: 'survey.typeSingle',
  multiple: 'survey.typeMultiple',
  text: 'survey.typeText',
  rating: 'survey.typeRating',
};

/** One answer as a person reads it: the chosen options' letters and texts, the text, the score. */
function answerText(q: SurveyQuestion, a: TSurveyAnswer | undefined): string | number {
  if (!a) return '';
  if (a.keys)
    return a.keys.map((k) => `${k}. ${q.options.find((o) => o.key === k)?.text ?? ''}`).join('; ');
  if (a.rating !== undefined) return a.rating;
  return a.text ?? '';
}

/**
 * The export of a survey's results (spec "export to xlsx"): a summary sheet with the tallies of
 * every question and a responses sheet with one row per response. An anonymous survey's sheet
 * names nobody and gives no time; responses come in their random-id order.
 */
export function buildSurveyWorkbook(input: {
  locale: Locale;
  survey: SurveyRow;
  results: SurveyResults & { target: SurveyPerson | null };
  questions: SurveyQuestion[];
  responses: ResponseRow[];
  people: Map<number, SurveyPerson>;
}): Buffer {
  const { locale, survey, results, questions, responses, people } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(key, locale, params);
  const evaluation = survey.kind === 'evaluation';

  const summary: (string | number)[][] = [[survey.title]];
  if (results.target)
    summary.push([t('survey.colTarget'), results.target.name, results.target.account]);
  summary.push([t('survey.colResponses'), results.responseCount]);
  if (survey.anonymous) summary.push([t('survey.anonymousNote')]);
  summary.push([]);
  summary.push([
    t('survey.colNo'),
    t('survey.colQuestion'),
    t('survey.colType'),
    t('survey.colOption'),
    t('survey.colCount'),
    t('survey.colPercent'),
  ]);
  for (const q of results.questions) {
    const head = [q.no, q.title, t(TYPE_KEYS[q.type])];
    if (q.type === 'single' || q.type === 'multiple')
      for (const o of q.options)
        summary.push([...head, `${o.key}. ${o.text}`, o.count, `${o.percent}%`]);
    else if (q.type === 'rating') {
      for (const r of q.ratings)
        summary.push([
          ...head,
          t('survey.colScore', { score: r.score }),
          r.count,
          `${q.answered ? Math.round((r.count * 1000) / q.answered) / 10 : 0}%`,
        ]);
      summary.push([...head, t('survey.colAverage'), q.average ?? '', '']);
    } else summary.push([...head, t('survey.colAnswered'), q.answered, '']);
  }

  const person = (id: number | null) => (id ? people.get(id) : undefined);
  const header: string[] = [];
  if (!survey.anonymous)
    header.push(t('survey.colName'), t('survey.colAccount'), t('survey.colDepartment'));
  if (evaluation)
    header.push(t('survey.colTarget'), `${t('survey.colTarget')} (${t('survey.colAccount')})`);
  if (!survey.anonymous) header.push(t('survey.colSubmittedAt'));
  header.push(...questions.map((q) => `${q.no}. ${q.title}`));
  const rows: (string | number)[][] = [header];
  for (const r of responses) {
    const row: (string | number)[] = [];
    if (!survey.anonymous) {
      const p = person(r.userId);
      row.push(p?.name ?? '', p?.account ?? '', p?.departmentName ?? '');
    }
    if (evaluation) {
      const target = person(r.targetId);
      row.push(target?.name ?? '', target?.account ?? '');
    }
    if (!survey.anonymous) row.push(r.submittedAt ? r.submittedAt.toISOString() : '');
    row.push(...questions.map((q) => answerText(q, r.answers[String(q.id)])));
    rows.push(row);
  }

  const book = XLSX.utils.book_new();
  const summarySheet = XLSX.utils.aoa_to_sheet(summary);
  summarySheet['!cols'] = [
    { wch: 6 },
    { wch: 40 },
    { wch: 14 },
    { wch: 30 },
    { wch: 10 },
    { wch: 10 },
  ];
  XLSX.utils.book_append_sheet(book, summarySheet, t('survey.sheetSummary'));
  const responseSheet = XLSX.utils.aoa_to_sheet(rows);
  responseSheet['!cols'] = header.map((h) => ({ wch: Math.min(40, Math.max(12, h.length + 2)) }));
  XLSX.utils.book_append_sheet(book, responseSheet, t('survey.sheetResponses'));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
