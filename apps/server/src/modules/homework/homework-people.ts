import type { TRecipient } from '@ascent/shared/message';
import type { PersonCard } from '../user/user-cards.ts';
import type { HomeworkPerson } from './homework.mapper.ts';

/** What homework needs to know about departments and people (the user and department modules answer). */
export interface HomeworkDirectory {
  departmentNames(companyId: number, ids: number[]): Promise<Map<number, string>>;
  /** The company's users among `ids` (active ones only when asked). */
  find(companyId: number, ids: number[], opts?: { activeOnly?: boolean }): Promise<TRecipient[]>;
  /** Name, portrait and department of the company's users among `ids`. */
  cardsOf(companyId: number, ids: number[]): Promise<Map<number, PersonCard>>;
}

/** The directory, with people as homework lists show them (name, account, department). */
export function createHomeworkPeople(directory: HomeworkDirectory) {
  return {
    departmentNames: directory.departmentNames,
    find: directory.find,
    /** Two batched queries for a whole page, whatever its length. */
    async cards(companyId: number, ids: number[]): Promise<Map<number, HomeworkPerson>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const [cards, accounts] = await Promise.all([
        directory.cardsOf(companyId, unique),
        directory.find(companyId, unique),
      ]);
      const accountOf = new Map(accounts.map((a) => [a.id, a.account]));
      return new Map(
        unique.flatMap((id) => {
          const card = cards.get(id);
          return card
            ? [
                [
                  id,
                  {
                    realName: card.realName,
                    account: accountOf.get(id) ?? '',
                    departmentName: card.departmentName,
                  },
                ] as const,
              ]
            : [];
        }),
      );
    },
  };
}
export type HomeworkPeople = ReturnType<typeof createHomeworkPeople>;
