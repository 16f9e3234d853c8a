import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import type { TAreaAdminNode, TCountry, TCountryAdmin, TNamedTreeNode } from '@ascent/shared/org';
import { createTtlCache, SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import type { ReferenceRepository } from './reference.repository.ts';
import { toAreaAdminTree, toAreaTree, toCountry, toCountryAdmin } from './reference.mapper.ts';

/** Countries and areas: read-only reference data, the same for every company. */
export function createReferenceService(deps: { reference: ReferenceRepository }) {
  const { reference } = deps;
  // Read on every form that offers a country or an area; changed only by a new release.
  const countryLists = createTtlCache<Locale, TCountry[]>(SETTINGS_CACHE_MS);
  const areaTrees = createTtlCache<Locale, TNamedTreeNode[]>(SETTINGS_CACHE_MS);
  return {
    /** Every country, named and ordered in the caller's language. */
    countries(locale: Locale): Promise<TCountry[]> {
      return countryLists.get(locale, async () => {
        const collator = new Intl.Collator(locale);
        return (await reference.listCountries())
          .map((r) => toCountry(r, locale))
          .sort((a, b) => collator.compare(a.name, b.name));
      });
    },
    areaTree(locale: Locale): Promise<TNamedTreeNode[]> {
      return areaTrees.get(locale, async () => toAreaTree(await reference.listAreas(), locale));
    },
    async adminCountries(q: TListQuery): Promise<TPage<TCountryAdmin>> {
      const { rows, total } = await reference.pageCountries(
        q.keyword || undefined,
        { field: q.sortField === 'code' ? 'code' : 'sort', descending: q.sortOrder === 'descend' },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toCountryAdmin), total, page: q.page, pageSize: q.pageSize };
    },
    async adminAreaTree(): Promise<TAreaAdminNode[]> {
      return toAreaAdminTree(await reference.listAreas());
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
