import type { ReviewerCandidate } from '@ascent/shared/exam-admin';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** How an examinee shows in results and marking lists. */
export interface ExamPerson {
  name: string;
  account: string;
  departmentName: string;
}

/** What exam administration and marking ask the people directory. */
export type ExamPeople = Pick<PeopleDirectory, 'find' | 'search' | 'cards' | 'departmentNames'>;

/** Who may mark: role exam_reviewer or admin. */
const REVIEWER_ROLES = ['exam_reviewer', 'admin'];

/** Active users of the company among `ids` who may mark, by id. */
export const reviewersIn = (
  people: ExamPeople,
  companyId: number,
  ids: number[],
): Promise<ReviewerCandidate[]> =>
  people.find(companyId, ids, { activeOnly: true, roles: REVIEWER_ROLES });

/** Active possible reviewers whose account or name contains the keyword, by account. */
export const searchReviewers = (
  people: ExamPeople,
  companyId: number,
  keyword: string,
  limit: number,
): Promise<ReviewerCandidate[]> =>
  people.search(companyId, keyword, limit, { roles: REVIEWER_ROLES });

/** Name, account and department of the company's users among `ids` (any status). */
export async function examPeopleOf(
  people: ExamPeople,
  companyId: number,
  ids: number[],
): Promise<Map<number, ExamPerson>> {
  const cards = await people.cards(companyId, ids);
  return new Map(
    [...cards.values()].map((c) => [
      c.userId,
      { name: c.realName, account: c.account, departmentName: c.departmentName },
    ]),
  );
}
