import type { DomainMessages } from '../types.ts';

/** The `position.` messages in zh-CN, which defines the keys. */
export default {
  'position.notFound': '岗位不存在',
  'position.duplicateName': '已有名为“{{name}}”的岗位',
  'position.duplicateCode': '岗位编码“{{code}}”已被使用',
  'position.inUse': '岗位“{{name}}”还有 {{count}} 名人员在任，不能删除',
} satisfies DomainMessages<'position'>;
