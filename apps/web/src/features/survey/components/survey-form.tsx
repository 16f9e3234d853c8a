import { App, Button, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@ascent/client/api';
import { formatTimeSeconds, useTranslateRef } from '@ascent/client/i18n';
import {
  answerIssues,
  questionRule,
  type SurveyDetail,
  type TSurveyAnswer,
  type TSurveyAnswers,
} from '@ascent/shared/survey';
import { useSaveDraft, useSubmitSurvey } from '../hooks/use-survey.ts';
import { QuestionField } from './question-field.tsx';

/** How long the form waits after a change before it keeps the draft. */
const AUTOSAVE_MS = 1500;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The question a refusal names (the server's `data.questionId`), if any. */
const questionOf = (error: unknown): number | null => {
  const data = isApiError(error) ? (error.data as { questionId?: unknown } | undefined) : undefined;
  return typeof data?.questionId === 'number' ? data.questionId : null;
};

/**
 * A survey open to answer: every question, the draft kept as the learner goes (after a pause
 * and on demand), the rules checked in the browser with the server's own function before the
 * submission, which is asked to be confirmed (one submission per person).
 */
export function SurveyForm({ detail, targetId }: { detail: SurveyDetail; targetId?: number }) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const { modal, message } = App.useApp();
  const rules = useMemo(() => detail.questions.map(questionRule), [detail.questions]);
  const [answers, setAnswers] = useState<TSurveyAnswers>(() => detail.draft?.answers ?? {});
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [saveState, setSaveState] = useState<SaveState>(detail.draft ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(detail.draft?.savedAt ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const draft = useSaveDraft();
  const { mutateAsync: saveDraft } = draft;
  const submit = useSubmitSurvey();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(answers);
  const dirty = useRef(false);
  const body = useCallback(
    (a: TSurveyAnswers) => ({ surveyId: detail.id, ...(targetId ? { targetId } : {}), answers: a }),
    [detail.id, targetId],
  );

  const saveNow = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    setSaveState('saving');
    try {
      const res = await saveDraft(body(latest.current));
      setSavedAt(res.savedAt);
      setSaveState('saved');
      return true;
    } catch (error) {
      setSaveState('failed');
      const q = questionOf(error);
      if (q) setErrors((e) => new Map(e).set(q, (error as Error).message));
      return false;
    }
  }, [body, saveDraft]);

  // Keep what was typed when the page is left before the pause ends.
  useEffect(() => {
    const flush = () => {
      if (dirty.current) void saveNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      flush();
    };
  }, [saveNow]);

  const change = (questionId: number, value: TSurveyAnswer) => {
    const next = { ...latest.current, [questionId]: value };
    latest.current = next;
    dirty.current = true;
    setAnswers(next);
    setFormError(null);
    setErrors((e) => {
      if (!e.has(questionId)) return e;
      const copy = new Map(e);
      copy.delete(questionId);
      return copy;
    });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
  };

  const scrollTo = (questionId: number) =>
    document
      .querySelector(`[data-testid="survey-question-${questionId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });

  const send = async () => {
    if (timer.current) clearTimeout(timer.current);
    dirty.current = false;
    try {
      await submit.mutateAsync(body(latest.current));
      void message.success(t('survey.submittedToast'));
    } catch (error) {
      const q = questionOf(error);
      if (q) {
        setErrors(new Map([[q, (error as Error).message]]));
        scrollTo(q);
      } else setFormError((error as Error).message);
    }
  };

  const onSubmit = () => {
    const issues = answerIssues(rules, latest.current, true);
    if (issues.size) {
      setErrors(new Map([...issues].map(([q, ref]) => [q, translateRef(ref)])));
      scrollTo([...issues.keys()][0]!);
      return;
    }
    modal.confirm({
      title: t('survey.confirm.title'),
      content: detail.anonymous ? t('survey.confirm.anonymous') : t('survey.confirm.named'),
      okText: t('survey.submit'),
      cancelText: t('survey.confirm.cancel'),
      onOk: send,
    });
  };

  return (
    <form
      className="survey-form"
      data-testid="survey-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {detail.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={answers[String(q.id)]}
          error={errors.get(q.id) ?? null}
          onChange={(v) => change(q.id, v)}
        />
      ))}
      {formError ? (
        <Typography.Text type="danger" role="alert">
          {formError}
        </Typography.Text>
      ) : null}
      <div className="survey-form__actions">
        <Typography.Text type="secondary" data-testid="draft-state" data-state={saveState}>
          {saveState === 'saving'
            ? t('survey.draft.saving')
            : saveState === 'failed'
              ? t('survey.draft.failed')
              : savedAt
                ? t('survey.draft.savedAt', { time: formatTimeSeconds(savedAt) })
                : t('survey.draft.none')}
        </Typography.Text>
        <Space wrap>
          <Button
            onClick={() => void saveNow()}
            loading={draft.isPending}
            data-testid="survey-save-draft"
          >
            {t('survey.saveDraft')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={submit.isPending}
            data-testid="survey-submit"
          >
            {t('survey.submit')}
          </Button>
        </Space>
      </div>
    </form>
  );
}
