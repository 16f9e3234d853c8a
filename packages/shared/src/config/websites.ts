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
export interface TAdminWebsite {
  id: number;
  platformName: string;
  domain: string;
  active: boolean;
  sort: number;
  /** True when the site has its own menu rows; false when it shows the company-wide menus. */
  ownMenus: boolean;
  /** Users whose last chosen website this is. */
  users: number;
}

/** `manage/website/delete` answer: where the site's users went. */
export interface TWebsiteDeleted {
  movedUsers: number;
  movedTo: number;
}
