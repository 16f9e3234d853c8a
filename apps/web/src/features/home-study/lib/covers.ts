/** The default pictures the site ships (public/covers): four of each kind. */
export type CoverKind = 'course' | 'knowledge' | 'banner';

/**
 * The picture an item shows: its own cover, or one of the site's defaults picked by its id
 * (stable: the same item always gets the same one), so no card is blank.
 */
export function coverOrDefault(cover: string | null | undefined, kind: CoverKind, id: number) {
  if (cover) return cover;
  return `/covers/${kind}-${(Math.abs(Math.trunc(id)) % 4) + 1}.svg`;
}
