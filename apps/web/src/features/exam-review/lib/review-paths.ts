export const REVIEW_PATHS = {
  index: '/mine/review/index',
  member: '/mine/review/member',
  edit: '/exam/review/edit',
  end: '/exam/review/end',
} as const;

export const reviewMemberPath = (examId: number, tab?: 'pending' | 'done') =>
  `${REVIEW_PATHS.member}?examId=${examId}${tab === 'done' ? '&tab=done' : ''}`;
export const reviewEditPath = (attemptId: number) => `${REVIEW_PATHS.edit}?attemptId=${attemptId}`;
export const reviewEndPath = (examId: number) => `${REVIEW_PATHS.end}?examId=${examId}`;

/** A positive id from the query string, or null. */
export function idParam(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
