import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { MENU_LABEL, ZMenuItem } from '../platform/index.ts';
import { isLinkOrPath, zId, zLinkOrPath, zRequiredText } from '../validators/index.ts';
import { zLangNames, zNullableId } from './fields.ts';

/** Menu items of spec s.3 as the admin site edits them. */

export const MENU_NAME_MAX = 20;

/**
 * The product's own menu codes (spec s.2, s.6): entries with these codes lead to product
 * pages, so a custom entry may not take one.
 */
export const PRODUCT_MENU_CODES = [
  'home',
  'course',
  'knowledge',
  'plan',
  'exam',
  'map',
  'subject',
  'newstaff',
  'face',
  'signup',
  'live',
  'news',
  'lecturer',
  'community',
  'shop',
  'center',
  'audit',
  'qa',
  'feedback',
  'enterprise',
] as const;

export const MENU_CODE_RE = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;

const zLabelId = z.union(
  [z.literal(MENU_LABEL.none), z.literal(MENU_LABEL.newest), z.literal(MENU_LABEL.hottest)],
  { error: messageRef('validation.option') },
);

const zResourceId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') })
  .nullable()
  .default(null);

/** What an admin edits on an entry. */
const menuFields = {
  menuName: zRequiredText(MENU_NAME_MAX),
  langNames: zLangNames(MENU_NAME_MAX).default({ zh_CN: '', zh_TW: '', en_US: '' }),
  url: zLinkOrPath(500).default(''),
  resourceId: zResourceId,
  labelId: zLabelId.default(MENU_LABEL.none),
  checked: z.boolean({ error: messageRef('common.parameterError') }).default(true),
};

/** `manage/menu/list`: the company-wide rows (websiteId null) or one website's own rows. */
export const ZMenuListQuery = z.object({ websiteId: zNullableId.default(null) }).strict();
export type TMenuListQuery = z.infer<typeof ZMenuListQuery>;

export const ZMenuUpdate = z.object({ id: zId, ...menuFields }).strict();
export type TMenuUpdate = z.infer<typeof ZMenuUpdate>;

/** A custom entry: its own code (not a product code) and a link it leads to. */
export const ZMenuCreate = z
  .object({
    websiteId: zNullableId.default(null),
    menuCode: z
      .string({ error: messageRef('menu.code') })
      .trim()
      .regex(MENU_CODE_RE, { error: messageRef('menu.code') })
      .refine((c) => !(PRODUCT_MENU_CODES as readonly string[]).includes(c), {
        error: messageRef('menu.codeReserved'),
      }),
    ...menuFields,
    url: zRequiredText(500).refine(isLinkOrPath, { error: messageRef('validation.url') }),
  })
  .strict();
export type TMenuCreate = z.infer<typeof ZMenuCreate>;

export const ZMenuReorder = z
  .object({
    websiteId: zNullableId.default(null),
    ids: z
      .array(zId, { error: messageRef('common.parameterError') })
      .min(1, { error: messageRef('validation.required') })
      .max(200, { error: messageRef('common.parameterError') })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: messageRef('validation.duplicate'),
      }),
  })
  .strict();
export type TMenuReorder = z.infer<typeof ZMenuReorder>;

/** `manage/menu/copy` (start a website's own menus) and `manage/menu/reset` (drop them). */
export const ZMenuSiteRequest = z.object({ websiteId: zId }).strict();

/** An entry in the admin list. */
export const ZAdminMenu = ZMenuItem.extend({
  id: z.number().int(),
  websiteId: z.number().int().nullable(),
  sort: z.number().int(),
  /** Added by the company (can be deleted); product entries can only be switched off. */
  custom: z.boolean(),
});
export type TAdminMenu = z.infer<typeof ZAdminMenu>;

export const ZAdminMenuList = z.object({
  websiteId: z.number().int().nullable(),
  /**
   * For a website: true when it has its own rows (listed); false when it shows the
   * company-wide menus (then `list` is empty).
   */
  own: z.boolean(),
  list: z.array(ZAdminMenu),
});
export type TAdminMenuList = z.infer<typeof ZAdminMenuList>;
