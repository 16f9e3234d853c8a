import type { DomainMessages } from '../types.ts';

/** The `website.` messages in zh-CN, which defines the keys. */
export default {
  'website.notFound': '站点不存在',
  'website.domainTaken': '该域名已被其他站点使用',
  'website.lastOne': '不能删除最后一个站点',
  'website.lastActive': '至少需要保留一个启用的站点',
} satisfies DomainMessages<'website'>;
