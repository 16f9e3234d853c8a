import type { DomainMessages } from '../types.ts';

/** The `menu.` messages in zh-CN, which defines the keys. */
export default {
  'menu.notFound': '菜单不存在',
  'menu.code': '菜单编码须以字母开头，只能包含字母、数字和下划线，最多 32 个字符',
  'menu.codeTaken': '菜单编码已存在',
  'menu.codeReserved': '该编码属于系统菜单，请换一个',
  'menu.notCustom': '只能删除自定义菜单，系统菜单可以停用',
  'menu.siteHasMenus': '该站点已有独立菜单',
  'menu.siteUsesCompany': '该站点使用企业通用菜单，请先复制为站点菜单',
} satisfies DomainMessages<'menu'>;
