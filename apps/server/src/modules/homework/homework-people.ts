import type { PeopleDirectory } from '../user/people-directory.ts';

/**
 * What homework asks the people directory: departments' and people's names for audiences and
 * reviewers, cards (name, account, department) for submission lists.
 */
export type HomeworkPeople = Pick<PeopleDirectory, 'departmentNames' | 'find' | 'cards'>;
