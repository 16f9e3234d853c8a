import { and, inArray, type SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { visibleToLearner } from '../../core/audience.ts';
import { surveyAudience, surveys } from './survey.schema.ts';

/** The kinds a learner finds through the audience (evaluations go to their evaluators only). */
export const AUDIENCE_KINDS = ['questionnaire', 'vote'] as const;

/**
 * "This learner may answer this questionnaire or vote" as a SQL condition on `surveys`: the
 * shared audience rule of core/audience.ts (company, published, everyone or an audience
 * naming one of the learner's departments, position or the learner).
 */
export function surveyVisibleTo(scope: LearnerScope): SQL {
  return and(
    inArray(surveys.kind, [...AUDIENCE_KINDS]),
    visibleToLearner(scope, surveys, surveyAudience),
  )!;
}
