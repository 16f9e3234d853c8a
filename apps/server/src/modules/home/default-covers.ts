import type { CoverType, TDefaultCover } from '@ascent/shared/home';

/**
 * The built-in default covers (spec s.7 cover/list?type): pictures shipped with the learner
 * site under /covers/ (apps/web/public/covers), four per item type, offered when an
 * administrator has no cover of their own to upload.
 */
const COUNT = 4;

export function defaultCovers(type: CoverType): TDefaultCover[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    type,
    name: `${type}-${i + 1}`,
    url: `/covers/${type}-${i + 1}.svg`,
  }));
}
