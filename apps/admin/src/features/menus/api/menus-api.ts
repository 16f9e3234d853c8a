import type { TMenuCreate, TMenuUpdate } from '@ascent/shared/config';
import { api } from '../../../app/services.ts';

/** Saves made from the editor: a refusal is shown in the form, not as a toast. */
const SILENT = { silent: true };

export const fetchMenus = (websiteId: number | null) =>
  api.call('POST /api/manage/menu/list', { websiteId });
export const updateMenu = (input: TMenuUpdate, silent = true) =>
  api.call('POST /api/manage/menu/update', input, { silent });
export const createMenu = (input: TMenuCreate) =>
  api.call('POST /api/manage/menu/create', input, SILENT);
export const deleteMenu = (id: number) => api.call('POST /api/manage/menu/delete', { id });
export const reorderMenus = (websiteId: number | null, ids: number[]) =>
  api.call('POST /api/manage/menu/reorder', { websiteId, ids });
export const copyMenusToSite = (websiteId: number) =>
  api.call('POST /api/manage/menu/copy', { websiteId });
export const resetSiteMenus = (websiteId: number) =>
  api.call('POST /api/manage/menu/reset', { websiteId });

/** The company's websites, to choose whose menus to edit (a company has a handful). */
export const fetchSites = () =>
  api.call('POST /api/manage/website/list', { page: 1, pageSize: 200 });
