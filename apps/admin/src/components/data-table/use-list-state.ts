import { useState } from 'react';
import type { TListQuery } from '@ascent/shared/admin';

/** Paging, sorting and keyword of one admin table, as the server's ZListQuery takes them. */
export function useListState(initial: Partial<TListQuery> = {}) {
  const [query, setQuery] = useState<TListQuery>({ page: 1, pageSize: 20, ...initial });
  return {
    query,
    /** A new keyword or filter starts again at page 1. */
    search(keyword: string) {
      setQuery((q) => ({ ...q, keyword: keyword.trim() || undefined, page: 1 }));
    },
    change(patch: Partial<TListQuery>) {
      setQuery((q) => ({ ...q, ...patch }));
    },
  };
}
export type ListState = ReturnType<typeof useListState>;
