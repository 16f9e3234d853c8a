import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `website.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'website.notFound': 'The website does not exist',
  'website.domainTaken': 'Another website already uses this host name',
  'website.lastOne': 'The last website cannot be deleted',
  'website.lastActive': 'At least one website must stay active',
} satisfies Translation<typeof zhCN>;
