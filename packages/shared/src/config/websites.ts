import { z } from 'zod';
import { zId, zRequiredText } from '../validators/index.ts';
import { zHostOrEmpty, zIntRange } from './fields.ts';

/** webSites of spec s.3 as the admin site edits them. */

export const WEBSITE_NAME_MAX = 50;

export const ZWebsiteCreate = z
  .object({
    platformName: zRequiredText(WEBSITE_NAME_MAX),
    /** The host that selects this site (lowercase, unique across companies); '' for none. */
    domain: zHostOrEmpty.default(''),
    active: z.boolean().default(true),
    sort: zIntRange(0, 9999).default(0),
  })
  .strict();
export type TWebsiteCreate = z.infer<typeof ZWebsiteCreate>;

export const ZWebsiteUpdate = ZWebsiteCreate.extend({ id: zId }).strict();
export type TWebsiteUpdate = z.infer<typeof ZWebsiteUpdate>;

/** A website in the admin list. */
export const ZAdminWebsite = z.object({
  id: z.number().int(),
  platformName: z.string(),
  domain: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  /** True when the site has its own menu rows; false when it shows the company-wide menus. */
  ownMenus: z.boolean(),
  /** Users whose last chosen website this is. */
  users: z.number().int(),
});
export type TAdminWebsite = z.infer<typeof ZAdminWebsite>;

/** `manage/website/delete` answer: where the site's users went. */
export const ZWebsiteDeleted = z.object({
  movedUsers: z.number().int(),
  movedTo: z.number().int(),
});
export type TWebsiteDeleted = z.infer<typeof ZWebsiteDeleted>;
