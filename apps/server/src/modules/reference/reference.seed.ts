import type { DbOrTx } from '../../db/client.ts';
import { createReferenceRepository } from './reference.repository.ts';
import { AREAS } from './data/areas.ts';
import { COUNTRIES } from './data/countries.ts';

/**
 * Puts the reference data (countries, areas) into the database. Run at every start (with or
 * without the demo seed) and by the demo seed: it does nothing when every entry is there,
 * and otherwise adds only the missing ones (by code or id), so it is safe on a database that
 * already has them, from several processes at once, and after a data file grows. Answers how
 * many rows it added.
 */
export async function seedReferenceData(db: DbOrTx): Promise<{ countries: number; areas: number }> {
  const repo = createReferenceRepository(db);
  const added = { countries: 0, areas: 0 };
  if ((await repo.countCountries()) < COUNTRIES.length) {
    added.countries = await repo.insertCountries(
      COUNTRIES.map(([code, nameZhCn, nameZhTw, nameEnUs], sort) => ({
        code,
        nameZhCn,
        nameZhTw,
        nameEnUs,
        sort,
      })),
    );
  }
  if ((await repo.countAreas()) < AREAS.length) {
    const place = new Map<number | null, number>();
    added.areas = await repo.insertAreas(
      AREAS.map(([id, parentId, nameZhCn, nameZhTw, nameEnUs]) => {
        const sort = place.get(parentId) ?? 0;
        place.set(parentId, sort + 1);
        return { id, parentId, nameZhCn, nameZhTw, nameEnUs, sort };
      }),
    );
  }
  return added;
}
