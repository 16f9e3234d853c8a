/** The learner's survey pages (spec s.2). */
export const SURVEY_PATHS = {
  investigation: '/questionnaire/investigation',
  detail: '/questionnaire/detail',
  evaluate: '/mine/evaluate',
  evaluateDetail: '/mine/evaluate/detail',
} as const;

export const surveyDetailPath = (id: number) => `${SURVEY_PATHS.detail}?id=${id}`;
export const evaluateDetailPath = (surveyId: number, targetId: number) =>
  `${SURVEY_PATHS.evaluateDetail}?id=${surveyId}&targetId=${targetId}`;

const positiveId = (raw: string | null): number =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;

/** `id` (and `targetId`) of the page's query, 0 when missing or not a positive integer. */
export function idsFromSearch(search: string): { id: number; targetId: number } {
  const q = new URLSearchParams(search);
  return { id: positiveId(q.get('id')), targetId: positiveId(q.get('targetId')) };
}
