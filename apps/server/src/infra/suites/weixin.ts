import { isRecord, requestProviderJson, textOf, unexpectedAnswer } from '../outside-json.ts';
import {
  SuiteCallError,
  suiteFailure,
  type SuiteApp,
  type SuiteClient,
  type SuiteIdentity,
} from './suite-client.ts';

/** WeChat's hosts: the OAuth page (inside WeChat) and the API. */
const OAUTH = 'https://open.weixin.qq.com';
const API = 'https://api.weixin.qq.com';

/**
 * WeChat (微信公众号网页授权) sign-on for pages opened inside WeChat: the OAuth page
 * (connect/oauth2/authorize, snsapi_userinfo, the parameters in the documented order, which
 * WeChat checks) returns a code, traded on the API with the app's secret for the person's own
 * token and openid (sns/oauth2/access_token; no app token), then the person's profile with that
 * token (sns/userinfo). WeChat has no company directory: the identity is the person's unionid
 * (when the official account is bound to an Open Platform account) or openid, and the nickname.
 */
export function createWeixin(
  config: { baseUrl: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
) {
  const host = (publicHost: string) => config.baseUrl || publicHost;
  const failure = suiteFailure('weixin');

  /**
   * One API call; WeChat answers its errors with errcode/errmsg and its successes without them
   * (or errcode 0), both calls here with the person's openid.
   */
  async function call(url: URL) {
    const answer = await requestProviderJson(
      url.href,
      { method: 'GET' },
      config.timeoutMs,
      fetchImpl,
      failure,
    );
    const body = answer.body;
    if (!isRecord(body)) throw unexpectedAnswer(answer, failure);
    if (typeof body.errcode === 'number' && body.errcode !== 0)
      throw new SuiteCallError('weixin', String(body.errcode), textOf(body.errmsg));
    if (!textOf(body.openid)) throw unexpectedAnswer(answer, failure);
    return body;
  }

  const client: SuiteClient = {
    kind: 'weixin',
    // Only the in-WeChat page: a browser outside WeChat would need the Open Platform's website
    // app (qrconnect, another appid), which the site does not use. 'pc' builds the same.
    authorizeUrl(app, { redirectUri, state }) {
      const url = new URL('/connect/oauth2/authorize', host(OAUTH));
      url.searchParams.set('appid', app.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_userinfo');
      url.searchParams.set('state', state);
      return `${url.href}#wechat_redirect`;
    },

    async identify(app: SuiteApp, code): Promise<SuiteIdentity> {
      const tokenUrl = new URL('/sns/oauth2/access_token', host(API));
      tokenUrl.searchParams.set('appid', app.appId);
      tokenUrl.searchParams.set('secret', app.secret);
      tokenUrl.searchParams.set('code', code);
      tokenUrl.searchParams.set('grant_type', 'authorization_code');
      const grant = await call(tokenUrl);
      const openId = textOf(grant.openid);
      const accessToken = textOf(grant.access_token);
      if (!accessToken)
        throw failure('bad_response', 'oauth2/access_token answered no access_token');
      // A page WeChat opened in its snapshot mode (网页快照页) gets a stand-in account, not the
      // person: its openid and unionid are not theirs.
      if (grant.is_snapshotuser === 1)
        throw new SuiteCallError('weixin', 'snapshot_user', 'a snapshot-page stand-in account');

      const userUrl = new URL('/sns/userinfo', host(API));
      userUrl.searchParams.set('access_token', accessToken);
      userUrl.searchParams.set('openid', openId);
      userUrl.searchParams.set('lang', 'zh_CN');
      const user = await call(userUrl);
      const unionId = textOf(user.unionid) || textOf(grant.unionid);
      return {
        issuer: `weixin:${app.appId}`,
        subject: unionId || openId,
        userId: '',
        name: textOf(user.nickname),
        mobile: '',
        email: '',
        employeeNo: '',
      };
    },

    /** The official account's own token (cgi-bin/token, client_credential) proves appid and secret. */
    async check(app) {
      const url = new URL('/cgi-bin/token', host(API));
      url.searchParams.set('grant_type', 'client_credential');
      url.searchParams.set('appid', app.appId);
      url.searchParams.set('secret', app.secret);
      const answer = await requestProviderJson(
        url.href,
        { method: 'GET' },
        config.timeoutMs,
        fetchImpl,
        failure,
      );
      const body = answer.body;
      if (isRecord(body) && typeof body.errcode === 'number' && body.errcode !== 0)
        throw new SuiteCallError('weixin', String(body.errcode), textOf(body.errmsg));
      if (!isRecord(body) || !textOf(body.access_token)) throw unexpectedAnswer(answer, failure);
    },
  };

  return { client };
}
export type Weixin = ReturnType<typeof createWeixin>;
