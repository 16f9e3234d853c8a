import licence from '../licence/zh-TW.ts';
import signOn from '../signOn/zh-TW.ts';
import type serverZhCN from './zh-CN.ts';
import sms from '../sms/zh-TW.ts';

/** The server's own messages in zh-TW: exactly the keys of zh-CN (see `./zh-CN.ts`). */
export default {
  ...licence,
  ...signOn,
  ...sms,
} satisfies { readonly [Key in keyof typeof serverZhCN]: string };
