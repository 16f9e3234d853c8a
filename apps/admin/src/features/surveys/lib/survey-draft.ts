import { isMessageKey, translateRef } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { OPTION_KEYS } from '@ascent/shared/question';
import {
  SURVEY_LIMITS,
  ZSurveySave,
  type SurveyQuestionType,
  type TEvaluationPair,
  type TSurveyQuestionSave,
  type TSurveySave,
} from '@ascent/shared/survey';

/** A new question of a type, ready to be written (choice questions start with two options). */
export function newQuestion(type: SurveyQuestionType): TSurveyQuestionSave {
  if (type === 'single' || type === 'multiple')
    return {
      type,
      title: '',
      required: true,
      options: [
        { key: 'A', text: '' },
        { key: 'B', text: '' },
      ],
      minChoices: 0,
      maxChoices: 0,
    };
  if (type === 'text')
    return { type, title: '', required: true, minLength: 0, maxLength: SURVEY_LIMITS.text };
  return { type, title: '', required: true, ratingMax: 5 };
}

/** The first letter no option of the question uses yet (null when all 26 are used). */
export function nextOptionKey(q: TSurveyQuestionSave): string | null {
  const used = new Set((q.options ?? []).map((o) => o.key));
  return OPTION_KEYS.find((k) => !used.has(k)) ?? null;
}

/**
 * Changes a question's type keeping its title (and its options between choice types); the
 * fields of the new type start at their defaults.
 */
export function retype(q: TSurveyQuestionSave, type: SurveyQuestionType): TSurveyQuestionSave {
  const fresh = newQuestion(type);
  const choice = (t: SurveyQuestionType) => t === 'single' || t === 'multiple';
  return {
    ...fresh,
    ...(q.id ? { id: q.id } : {}),
    title: q.title,
    required: q.required ?? true,
    ...(choice(type) && choice(q.type) ? { options: q.options } : {}),
  };
}

/** Every evaluator with every target (leaving out self-evaluation unless asked), added once. */
export function crossPairs(
  existing: TEvaluationPair[],
  evaluatorIds: number[],
  targetIds: number[],
  includeSelf: boolean,
): TEvaluationPair[] {
  const seen = new Set(existing.map((p) => `${p.evaluatorId}:${p.targetId}`));
  const added: TEvaluationPair[] = [];
  for (const targetId of targetIds)
    for (const evaluatorId of evaluatorIds) {
      const key = `${evaluatorId}:${targetId}`;
      if ((!includeSelf && evaluatorId === targetId) || seen.has(key)) continue;
      seen.add(key);
      added.push({ evaluatorId, targetId });
    }
  return [...existing, ...added];
}

/**
 * The first problem of a survey as the server would refuse it (the shared ZSurveySave), in the
 * admin's language, prefixed with what it concerns (`labelOf` names a field or a question by
 * the issue's path; '' for none); null when the survey may be saved.
 */
export function firstProblem(
  body: TSurveySave,
  locale: Locale,
  labelOf: (path: readonly PropertyKey[]) => string,
): string | null {
  const result = ZSurveySave.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const message = isMessageKey(issue.message.split('|')[0])
    ? translateRef(issue.message, locale)
    : translateRef('common.parameterError', locale);
  const label = labelOf(issue.path);
  return label ? `${label}: ${message}` : message;
}
