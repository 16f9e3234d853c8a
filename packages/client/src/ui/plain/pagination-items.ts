/** One entry of a pager's row: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/** How many pages a list of `total` entries fills at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The pages a pager shows: all of them up to seven, else the first, the last, the current one
 * and its neighbours, a gap where pages are left out (always seven entries then, so the row
 * keeps its width while paging).
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), pages);
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', pages];
  if (page >= pages - 3) return [1, 'gap', pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages];
}
