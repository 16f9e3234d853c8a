/**
 * The learner's home (spec s.7 "Home and search": home/detail, banner/list, cover/list) and
 * the admin's banners.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZCourseCard } from '../course/index.ts';
import { ZKnowledgeCard, zCoverUrl } from '../knowledge/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zLinkOrPath, zRequiredText } from '../validators/index.ts';
import { COVER_TYPES } from './covers.ts';

export const BANNER_LIMITS = { title: 50, link: 500, perHome: 10 } as const;

const zId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

/** A banner link: a learner-site path (/course/detail?id=3) or an https address. */
export const zBannerLink = zLinkOrPath(BANNER_LIMITS.link, messageRef('home.badLink'));

const zWhen = z.iso
  .datetime({ offset: true, error: messageRef('validation.datetime') })
  .nullable()
  .default(null);

export const ZBannerSave = z
  .strictObject({
    id: zId.optional(),
    title: zRequiredText(BANNER_LIMITS.title),
    imageUrl: zCoverUrl.refine((v) => v !== '', { error: messageRef('home.imageRequired') }),
    linkUrl: zBannerLink.default(''),
    sort: z
      .number({ error: messageRef('validation.number') })
      .int()
      .min(0)
      .max(999_999)
      .default(0),
    enabled: z.boolean({ error: messageRef('common.parameterError') }).default(true),
    startAt: zWhen,
    endAt: zWhen,
  })
  .refine((b) => !b.startAt || !b.endAt || Date.parse(b.startAt) <= Date.parse(b.endAt), {
    error: messageRef('validation.startAfterEnd'),
    path: ['endAt'],
  });
export type TBannerSave = z.input<typeof ZBannerSave>;

export const ZBannerAdminQuery = ZListQuery;

export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerAdmin = ZBanner.extend({
  sort: z.number().int(),
  enabled: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Shown now: enabled and inside its window. */
  active: z.boolean(),
  updatedAt: z.string(),
});
export type TBannerAdmin = z.infer<typeof ZBannerAdmin>;

/** GET cover/list?type: the built-in default covers of an item type. */
export {
  COVER_THEMES,
  COVER_TYPES,
  coverFor,
  coverKey,
  defaultCoverUrl,
  themeFor,
  type CoverTheme,
  type CoverType,
} from './covers.ts';
export const ZCoverListQuery = z.object({
  type: z.enum(COVER_TYPES, { error: messageRef('common.parameterError') }).default('course'),
});
export const ZDefaultCover = z.object({
  type: z.enum(COVER_TYPES),
  name: z.string(),
  url: z.string(),
});
export type TDefaultCover = z.infer<typeof ZDefaultCover>;

/** GET home/detail: what the /study home shows besides the learner's to-dos and rankings. */
export const ZHomeDetail = z.object({
  banners: z.array(ZBanner),
  recommendedCourses: z.array(ZCourseCard),
  newKnowledge: z.array(ZKnowledgeCard),
});
export type THomeDetail = z.infer<typeof ZHomeDetail>;
