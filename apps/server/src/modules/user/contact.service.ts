import { CONTACT_SEARCH, type TContact } from '@ascent/shared/users';
import type { TPage } from '@ascent/shared/admin';
import type { Actor } from '../../core/context.ts';
import type { ContactRepository } from './contact.repository.ts';

/** 13812345678 -> 138****5678; anything shorter than 7 characters keeps only its first two. */
export function maskMobile(mobile: string): string {
  if (!mobile) return '';
  if (mobile.length < 7) return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 2)}`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/**
 * contact/search (spec s.7 "Home and search"): the people pickers' search of colleagues.
 * Company-scoped, active people only, at most CONTACT_SEARCH.maxPage pages of
 * CONTACT_SEARCH.maxPageSize; the company has no setting about colleagues' details, so mobile
 * numbers are masked and matched only as whole numbers except for administrators
 * (docs/decisions.md).
 */
export function createContactSearch(contacts: ContactRepository) {
  return async (
    actor: Actor,
    q: { keyword: string; page: number; pageSize: number },
  ): Promise<TPage<TContact>> => {
    const { rows, total } = await contacts.contacts(
      actor.companyId,
      q.keyword,
      actor.isAdmin ? 'contains' : 'whole',
      (q.page - 1) * q.pageSize,
      q.pageSize,
    );
    return {
      list: actor.isAdmin ? rows : rows.map((r) => ({ ...r, mobile: maskMobile(r.mobile) })),
      total: Math.min(total, CONTACT_SEARCH.maxPage * q.pageSize),
      page: q.page,
      pageSize: q.pageSize,
    };
  };
}
export type ContactSearch = ReturnType<typeof createContactSearch>;
