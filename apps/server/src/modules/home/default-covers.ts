import {
  COVER_THEMES,
  defaultCoverUrl,
  type CoverType,
  type TDefaultCover,
} from '@ascent/shared/home';

/**
 * The built-in default covers (spec s.7 cover/list?type): pictures shipped with the learner
 * site under /covers/ (apps/web/public/covers, drawn by scripts/make-covers.ts), one per theme
 * and item type, offered when an administrator has no cover of their own to upload. An item
 * left without a cover shows one of these to learners (coverFor in @ascent/shared/home).
 */
export function defaultCovers(type: CoverType): TDefaultCover[] {
  return COVER_THEMES.map((theme, i) => ({
    type,
    name: `${type}-${i + 1}`,
    url: defaultCoverUrl(type, theme),
  }));
}
