import type { TCertificateHolder } from '@ascent/shared/certificate';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** Who people are, as certificates show them (the people directory). */
export type CertificateDirectory = Pick<PeopleDirectory, 'find' | 'cards'>;

/** Holders by id, batched: name (real name, else account), account, department. */
export async function holdersOf(
  directory: CertificateDirectory,
  companyId: number,
  ids: number[],
): Promise<Map<number, TCertificateHolder>> {
  const cards = await directory.cards(companyId, ids);
  return new Map(
    [...cards.values()].map((c) => [
      c.userId,
      {
        id: c.userId,
        name: c.realName || c.account,
        account: c.account,
        departmentName: c.departmentName,
      },
    ]),
  );
}

export const unknownHolder = (id: number): TCertificateHolder => ({
  id,
  name: '',
  account: '',
  departmentName: '',
});
