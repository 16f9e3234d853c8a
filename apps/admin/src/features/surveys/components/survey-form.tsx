import { Button, Card, DatePicker, Form, Input, Radio, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@ascent/shared/i18n';
import {
  SURVEY_LIMITS,
  SURVEY_RESULTS_VISIBILITY,
  toQuestionSave,
  type SurveyAdminDetail,
  type SurveyKind,
  type SurveyResultsVisibility,
  type TEvaluationPair,
  type TSurveyAudience,
  type TSurveyQuestionSave,
  type TSurveySave,
} from '@ascent/shared/survey';
import { fetchSurveys, searchCourses } from '../api/surveys-api.ts';
import { firstProblem, newQuestion } from '../lib/survey-draft.ts';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';
import { PairsEditor } from './pairs-editor.tsx';
import { QuestionsEditor } from './questions-editor.tsx';
import { RemoteSelect } from './remote-select.tsx';

interface FormValues {
  title: string;
  intro: string;
  period: [Dayjs | null, Dayjs | null] | null;
  anonymous: boolean;
  resultsVisibility: SurveyResultsVisibility;
  preconditionSurveyId: number | null;
  preconditionCourseId: number | null;
  visibility: 'all' | 'limited';
  audience: TSurveyAudience;
  pairs: TEvaluationPair[];
  questions: TSurveyQuestionSave[];
}

const initial = (kind: SurveyKind, s?: SurveyAdminDetail): FormValues => ({
  title: s?.title ?? '',
  intro: s?.intro ?? '',
  period:
    s?.startAt || s?.endAt
      ? [s.startAt ? dayjs(s.startAt) : null, s.endAt ? dayjs(s.endAt) : null]
      : null,
  anonymous: s?.anonymous ?? false,
  resultsVisibility: s?.resultsVisibility ?? (kind === 'vote' ? 'after_submit' : 'never'),
  preconditionSurveyId: s?.preconditionSurveyId ?? null,
  preconditionCourseId: s?.preconditionCourseId ?? null,
  visibility: s?.visibility ?? 'all',
  audience: s?.audience ?? { departmentIds: [], positions: [], userIds: [] },
  pairs: s?.pairs.map((p) => ({ evaluatorId: p.evaluator.id, targetId: p.target.id })) ?? [],
  questions: s?.questions.map(toQuestionSave) ?? [
    newQuestion(kind === 'evaluation' ? 'rating' : 'single'),
  ],
});

/**
 * The whole survey in one form: settings, who answers (an audience or evaluator-target pairs)
 * and the questions. Checked in the browser with the server's schema, then saved at once.
 */
export function SurveyForm(props: {
  kind: SurveyKind;
  survey?: SurveyAdminDetail;
  onSave: (body: TSurveySave) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const s = props.survey;
  const kind = props.kind;
  const locked = (s?.responseCount ?? 0) > 0;
  const visibility = Form.useWatch('visibility', form);

  const submit = async (v: FormValues) => {
    const body: TSurveySave = {
      ...(s ? { id: s.id } : {}),
      kind,
      title: v.title ?? '',
      intro: v.intro ?? '',
      startAt: v.period?.[0]?.toISOString() ?? null,
      endAt: v.period?.[1]?.toISOString() ?? null,
      anonymous: v.anonymous,
      resultsVisibility: kind === 'evaluation' ? 'never' : v.resultsVisibility,
      preconditionSurveyId: v.preconditionSurveyId ?? null,
      preconditionCourseId: v.preconditionCourseId ?? null,
      visibility: kind === 'evaluation' ? 'all' : v.visibility,
      audience: v.audience,
      pairs: kind === 'evaluation' ? v.pairs : [],
      questions: v.questions,
    };
    const problem = firstProblem(body, i18n.language as Locale, (path) => {
      const [field, index] = path;
      if (field === 'questions' && typeof index === 'number')
        return t('surveys.question.label', { no: index + 1 });
      if (field === 'startAt' || field === 'endAt') return t('surveys.field.period');
      if (field === 'title' || field === 'intro' || field === 'audience')
        return t(`surveys.field.${field}`);
      if (field === 'pairs') return t('surveys.section.pairs');
      return '';
    });
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      await props.onSave(body);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const known = new Map<number, string>();
  for (const p of s?.pairs ?? []) {
    known.set(p.evaluator.id, p.evaluator.name);
    known.set(p.target.id, p.target.name);
  }
  const answered = new Set(
    (s?.pairs ?? []).filter((p) => p.answered).map((p) => `${p.evaluator.id}:${p.target.id}`),
  );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initial(kind, s)}
      onFinish={(v) => void submit(v)}
      className="survey-editor"
      data-testid="survey-editor"
    >
      <Card size="small" title={t('surveys.section.settings')} className="survey-editor__section">
        <Form.Item name="title" label={t('surveys.field.title')} required>
          <Input maxLength={SURVEY_LIMITS.title} data-testid="survey-title" />
        </Form.Item>
        <Form.Item name="intro" label={t('surveys.field.intro')}>
          <RichEditor
            ariaLabel={t('surveys.field.intro')}
            maxLength={SURVEY_LIMITS.intro}
            minHeight={100}
            testId="survey-intro"
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('surveys.field.period')}
          extra={t('surveys.field.periodHint')}
        >
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item
          name="anonymous"
          label={t('surveys.field.anonymous')}
          valuePropName="checked"
          extra={locked ? t('surveys.field.anonymousLocked') : t('surveys.field.anonymousHint')}
        >
          <Switch aria-label={t('surveys.field.anonymous')} disabled={locked} />
        </Form.Item>
        {kind !== 'evaluation' ? (
          <Form.Item name="resultsVisibility" label={t('surveys.field.resultsVisibility')}>
            <Radio.Group
              options={SURVEY_RESULTS_VISIBILITY.map((v) => ({
                value: v,
                label: t(`surveys.resultsVisibility.${v}`),
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="preconditionSurveyId" label={t('surveys.field.preconditionSurvey')}>
          <RemoteSelect
            cacheKey="surveys"
            placeholder={t('surveys.field.preconditionSurveyHint')}
            known={
              s?.preconditionSurveyId
                ? { value: s.preconditionSurveyId, label: s.preconditionSurveyTitle }
                : null
            }
            search={async (keyword) =>
              (await fetchSurveys({ page: 1, pageSize: 20, keyword: keyword || undefined })).list
                .filter((x) => x.id !== s?.id)
                .map((x) => ({ value: x.id, label: `${x.title} (${t(`surveys.kind.${x.kind}`)})` }))
            }
          />
        </Form.Item>
        <Form.Item name="preconditionCourseId" label={t('surveys.field.preconditionCourse')}>
          <RemoteSelect
            cacheKey="courses"
            placeholder={t('surveys.field.preconditionCourseHint')}
            known={
              s?.preconditionCourseId
                ? { value: s.preconditionCourseId, label: s.preconditionCourseTitle }
                : null
            }
            search={async (keyword) =>
              (await searchCourses(keyword)).list.map((c) => ({ value: c.id, label: c.title }))
            }
          />
        </Form.Item>
        {kind !== 'evaluation' ? (
          <>
            <Form.Item name="visibility" label={t('surveys.field.visibility')}>
              <Radio.Group
                options={[
                  { value: 'all', label: t('surveys.visibility.all') },
                  { value: 'limited', label: t('surveys.visibility.limited') },
                ]}
              />
            </Form.Item>
            {visibility === 'limited' ? (
              <Form.Item name="audience" label={t('surveys.field.audience')}>
                <AudiencePicker
                  knownPeople={s?.audienceNames.users ?? []}
                  texts={{
                    departments: t('surveys.audience.departments'),
                    positions: t('surveys.audience.positions'),
                    people: t('surveys.audience.people'),
                  }}
                />
              </Form.Item>
            ) : null}
          </>
        ) : null}
      </Card>
      {kind === 'evaluation' ? (
        <Card size="small" title={t('surveys.section.pairs')} className="survey-editor__section">
          <Form.Item name="pairs" noStyle>
            <PairsEditor known={known} answered={answered} anonymous={s?.anonymous ?? false} />
          </Form.Item>
        </Card>
      ) : null}
      <Card size="small" title={t('surveys.section.questions')} className="survey-editor__section">
        <Form.Item name="questions" noStyle>
          <QuestionsEditor kind={kind} locked={locked} />
        </Form.Item>
      </Card>
      {error ? (
        <Typography.Paragraph type="danger" role="alert" data-testid="survey-editor-error">
          {error}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="survey-save">
        {t('surveys.save')}
      </Button>
    </Form>
  );
}
