import { RET } from '@ascent/shared/errors';
import { services } from '../../../app/services.ts';

/**
 * The login page's query parameter with a WeChat user's link ticket (weixinH5Login's
 * `bindTicket`): signing in there links that WeChat user to the account (study/me/bindweixin).
 */
export const WEIXIN_BIND_PARAM = 'weixinBind';

/** Links the ticket's WeChat user to the account just signed in; whether it was linked. */
export async function bindWeixin(ticket: string): Promise<boolean> {
  const env = await services.api.request(
    'POST /api/study/me/bindweixin',
    { ticket },
    { silent: true },
  );
  return env.ret === RET.OK;
}
