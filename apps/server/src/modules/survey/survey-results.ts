import {
  SURVEY_LIMITS,
  type SurveyKind,
  type SurveyQuestion,
  type SurveyResults,
} from '@ascent/shared/survey';
import type { SurveyRepository, SurveyRow } from './survey.repository.ts';
import { toQuestionResults } from './survey.mapper.ts';

/** Whether an anonymous survey's group of `responses` is too small to be shown. */
export const tooFewForAnonymity = (survey: SurveyRow, responses: number) =>
  survey.anonymous && responses < SURVEY_LIMITS.anonymousGroup;

/**
 * The tallies of a survey (of one target's evaluation when `targetId` is given): a few grouped
 * queries whatever the number of responses. Never who answered. With `withhold`, an anonymous
 * survey with too few responses gets zero tallies (`withheld`), since one answer alone says
 * who gave it.
 */
export async function tallySurvey(
  repo: SurveyRepository,
  survey: SurveyRow,
  questions: SurveyQuestion[],
  opts: { targetId?: number; withhold: boolean },
): Promise<SurveyResults> {
  const { targetId } = opts;
  const [responseCount, expected] = await Promise.all([
    repo.responseCount(survey.id, targetId),
    survey.kind === 'evaluation' ? repo.pairCount(survey.id, targetId) : Promise.resolve(null),
  ]);
  const withheld = opts.withhold && tooFewForAnonymity(survey, responseCount);
  const [answered, choices, ratings] = withheld
    ? [new Map<number, number>(), [], []]
    : await Promise.all([
        repo.answeredCounts(survey.id, targetId),
        repo.choiceTallies(survey.id, targetId),
        repo.ratingTallies(survey.id, targetId),
      ]);
  return {
    surveyId: survey.id,
    kind: survey.kind as SurveyKind,
    title: survey.title,
    anonymous: survey.anonymous,
    responseCount,
    expectedCount: expected,
    withheld,
    questions: toQuestionResults(questions, answered, choices, ratings),
  };
}
