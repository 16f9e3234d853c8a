import type { Locale } from '@ascent/shared/i18n';
import type { TAreaAdminNode, TCountry, TCountryAdmin, TNamedTreeNode } from '@ascent/shared/org';
import { nestRows } from '../../core/tree/tree-path.ts';
import type { AreaRow, CountryRow } from './reference.repository.ts';

type Named = Pick<CountryRow, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'>;

/** The name in the caller's language. */
export function nameIn(row: Named, locale: Locale): string {
  if (locale === 'zh-TW') return row.nameZhTw;
  if (locale === 'en-US') return row.nameEnUs;
  return row.nameZhCn;
}

export const namesOf = (row: Named) => ({
  zh_CN: row.nameZhCn,
  zh_TW: row.nameZhTw,
  en_US: row.nameEnUs,
});

export function toCountry(row: CountryRow, locale: Locale): TCountry {
  return { code: row.code, name: nameIn(row, locale) };
}

export function toCountryAdmin(row: CountryRow): TCountryAdmin {
  return { id: row.id, code: row.code, names: namesOf(row) };
}

export function toAreaTree(rows: AreaRow[], locale: Locale): TNamedTreeNode[] {
  return nestRows<AreaRow, TNamedTreeNode>(rows, (r) => ({
    id: r.id,
    name: nameIn(r, locale),
    list: [],
  }));
}

export function toAreaAdminTree(rows: AreaRow[]): TAreaAdminNode[] {
  return nestRows<AreaRow, TAreaAdminNode>(rows, (r) => ({
    id: r.id,
    names: namesOf(r),
    list: [],
  }));
}
