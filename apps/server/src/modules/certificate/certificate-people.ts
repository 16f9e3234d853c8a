import type { TCertificateHolder } from '@ascent/shared/certificate';

/** Who people are, as certificates show them (the user module answers). */
export interface CertificateDirectory {
  find(
    companyId: number,
    ids: number[],
    opts?: { activeOnly?: boolean },
  ): Promise<{ id: number; account: string; realName: string }[]>;
  cardsOf(companyId: number, ids: number[]): Promise<Map<number, { departmentName: string }>>;
}

/** Holders by id, batched: name (real name, else account), account, department. */
export async function holdersOf(
  directory: CertificateDirectory,
  companyId: number,
  ids: number[],
): Promise<Map<number, TCertificateHolder>> {
  const unique = [...new Set(ids)];
  const [people, cards] = await Promise.all([
    directory.find(companyId, unique),
    directory.cardsOf(companyId, unique),
  ]);
  return new Map(
    people.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.realName || p.account,
        account: p.account,
        departmentName: cards.get(p.id)?.departmentName ?? '',
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
