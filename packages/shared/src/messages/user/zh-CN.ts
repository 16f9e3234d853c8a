import type { DomainMessages } from '../types.ts';

/** The `user.` messages in zh-CN, which defines the keys. */
export default {
  'user.notFound': '用户不存在',
  'user.accountTaken': '账号已被使用',
  'user.accountRepeated': '账号在文件中重复（第 {{row}} 行已有）',
  'user.departmentUnknown': '部门不存在：{{path}}',
  'user.roleUnknown': '未知角色：{{name}}',
  'user.lecturerKind': '讲师只能是内部讲师或外部讲师之一',
  'user.selfDisable': '不能停用自己的账号',
  'user.selfDemote': '不能取消自己的管理员角色',
  'user.selfReset': '请在个人菜单中修改自己的密码',
  'user.importFileRequired': '请上传 .xlsx 文件',
  'user.importUnreadable': '无法读取该文件，请使用导入模板',
  'user.importColumnMissing': '文件缺少列：{{name}}',
  'user.importEmpty': '文件中没有可导入的行',
  'user.importTooMany': '每次最多导入 {{max}} 行',
  'user.exportTooMany': '每次最多导出 {{max}} 个用户，请缩小筛选范围',
  'user.importDone': '已导入 {{imported}} 个用户，{{failed}} 行未导入',
} satisfies DomainMessages<'user'>;
