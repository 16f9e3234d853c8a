import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `menu.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'menu.notFound': 'The menu entry does not exist',
  'menu.code':
    'The menu code must start with a letter and hold only letters, digits and _ (at most 32)',
  'menu.codeTaken': 'This menu code is already in use',
  'menu.codeReserved': 'This code belongs to a product menu; choose another',
  'menu.notCustom': 'Only custom entries can be deleted; product entries can be switched off',
  'menu.siteHasMenus': 'This website already has its own menus',
  'menu.siteUsesCompany':
    'This website shows the company-wide menus; copy them to the website first',
} satisfies Translation<typeof zhCN>;
