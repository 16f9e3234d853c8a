import { HEADER_MENU_LIMIT } from '@ascent/shared/platform';

/**
 * How many of the header's menu entries show in the bar, the rest going into its 'more'
 * menu (spec section 2: at most 8, that is 7 and 'more' when there are more): all of them
 * when they fit the bar and are at most `limit`; else as many as fit before the 'more'
 * button, at most `limit - 1` and at least one (home). `ends[i]` is where entry i ends,
 * measured from the bar's start (gaps included); `moreWidth` is the 'more' button's width
 * with the gap before it.
 */
export function fitHeaderEntries(
  ends: readonly number[],
  available: number,
  moreWidth: number,
  limit: number = HEADER_MENU_LIMIT,
): number {
  const count = ends.length;
  if (count === 0) return 0;
  if (count <= limit && ends[count - 1]! <= available) return count;
  const most = Math.min(count, limit - 1);
  let fit = 0;
  while (fit < most && ends[fit]! + moreWidth <= available) fit++;
  return Math.max(1, fit);
}
