import type { DomainMessages } from '../types.ts';

/**
 * The `secrecy.` messages in zh-CN, which defines the keys. The secrecy levels of spec section 3.
 */
export default {
  'secrecy.50': '非密',
  'secrecy.60': '内部',
  'secrecy.70': '秘密',
  'secrecy.80': '机密',
} satisfies DomainMessages<'secrecy'>;
