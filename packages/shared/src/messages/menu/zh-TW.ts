import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `menu.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'menu.notFound': '選單不存在',
  'menu.code': '選單編碼須以字母開頭，只能包含字母、數字和底線，最多 32 個字元',
  'menu.codeTaken': '選單編碼已存在',
  'menu.codeReserved': '該編碼屬於系統選單，請換一個',
  'menu.notCustom': '只能刪除自訂選單，系統選單可以停用',
  'menu.siteHasMenus': '該站點已有獨立選單',
  'menu.siteUsesCompany': '該站點使用企業通用選單，請先複製為站點選單',
} satisfies Translation<typeof zhCN>;
