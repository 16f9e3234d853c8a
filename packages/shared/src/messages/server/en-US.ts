import licence from '../licence/en-US.ts';
import signOn from '../signOn/en-US.ts';
import type serverZhCN from './zh-CN.ts';
import sms from '../sms/en-US.ts';

/** The server's own messages in en-US: exactly the keys of zh-CN (see `./zh-CN.ts`). */
export default {
  ...licence,
  ...signOn,
  ...sms,
} satisfies { readonly [Key in keyof typeof serverZhCN]: string };
