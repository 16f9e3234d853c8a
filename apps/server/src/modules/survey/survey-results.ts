import type { SurveyKind, SurveyQuestion, SurveyResults } from '@ascent/shared/survey';
import type { SurveyRepository, SurveyRow } from './survey.repository.ts';
import { toQuestionResults } from './survey.mapper.ts';

/**
 * The tallies of a survey (of one target's evaluation when `targetId` is given): four grouped
 * queries whatever the number of responses. Never who answered.
 */
export async function tallySurvey(
  repo: SurveyRepository,
  survey: SurveyRow,
  questions: SurveyQuestion[],
  targetId?: number,
): Promise<SurveyResults> {
  const evaluation = survey.kind === 'evaluation';
  const [responseCount, expected, answered, choices, ratings] = await Promise.all([
    repo.responseCount(survey.id, targetId),
    evaluation ? repo.pairCount(survey.id, targetId) : Promise.resolve(null),
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
    questions: toQuestionResults(questions, answered, choices, ratings),
  };
}
