import { randomBytes } from 'node:crypto';
import { json, redirect, type FakeAnswer } from '../fake-server.ts';
import {
  backWithCode,
  startFakeSuite,
  type FakeMember,
  type FakeSuite,
  type SuiteRoutes,
} from './fake-suite.ts';

/** WeChat answers its errors with HTTP 200 and errcode/errmsg, its successes without them. */
const wxError = (errcode: number, errmsg: string) => json(200, { errcode, errmsg });

/**
 * A local WeChat (official-account web authorization): the OAuth page
 * (connect/oauth2/authorize) sends the browser back with a code for `signedIn`, or with the
 * state alone when `signedIn` is null (the person declined); sns/oauth2/access_token (40013
 * invalid appid, 40125 invalid appsecret, 40029 invalid code, 40163 code been used) hands out
 * the person's own token; sns/userinfo checks it (41001 missing, 40001 not valid or expired,
 * 40003 an openid not the token's). A member's userId is their openid, name their nickname,
 * unionId their unionid (none when unset: the account is not bound to an Open Platform one).
 */
export function startFakeWeixin(options: {
  appId: string;
  secret: string;
  members?: FakeMember[];
}): Promise<FakeSuite> {
  /** Codes already traded (WeChat tells them from unknown ones), and whose each token is. */
  const spent = new Set<string>();
  const tokenOwners = new Map<string, string>();
  const routes: SuiteRoutes = (req, core): FakeAnswer | undefined => {
    const q = req.query;
    switch (req.path) {
      case '/connect/oauth2/authorize': {
        if (q.get('appid') !== core.appId) return json(400, { error: 'invalid appid' });
        const scope = q.get('scope');
        if (scope !== 'snsapi_userinfo' && scope !== 'snsapi_base')
          return json(400, { error: 'invalid scope' });
        if (core.signedIn === null) {
          const back = new URL(q.get('redirect_uri') ?? '');
          back.searchParams.set('state', q.get('state') ?? '');
          return redirect(back.href);
        }
        return redirect(
          backWithCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/cgi-bin/token': {
        if (q.get('grant_type') !== 'client_credential')
          return wxError(40002, 'invalid grant_type');
        if (q.get('appid') !== core.appId) return wxError(40013, 'invalid appid');
        if (q.get('secret') !== core.secret) return wxError(40125, 'invalid appsecret');
        const { token, expiresIn } = core.issueToken();
        return json(200, { access_token: token, expires_in: expiresIn });
      }
      case '/sns/oauth2/access_token': {
        if (!q.get('appid')) return wxError(41002, 'appid missing');
        if (q.get('appid') !== core.appId) return wxError(40013, 'invalid appid');
        if (!q.get('secret')) return wxError(41004, 'appsecret missing');
        if (q.get('secret') !== core.secret) return wxError(40125, 'invalid appsecret');
        if (q.get('grant_type') !== 'authorization_code')
          return wxError(40002, 'invalid grant_type');
        const code = q.get('code') ?? '';
        if (!code) return wxError(41008, 'missing code');
        if (spent.has(code)) return wxError(40163, 'code been used');
        const who = core.takeCode(code);
        if (!who || who.userId === null) return wxError(40029, 'invalid code');
        spent.add(code);
        const { token, expiresIn } = core.issueToken();
        tokenOwners.set(token, who.userId);
        const unionId = core.members.get(who.userId)?.unionId;
        return json(200, {
          access_token: token,
          expires_in: expiresIn,
          refresh_token: randomBytes(16).toString('hex'),
          openid: who.userId,
          scope: 'snsapi_userinfo',
          ...(unionId ? { unionid: unionId } : {}),
        });
      }
      case '/sns/userinfo': {
        const token = q.get('access_token');
        if (!token) return wxError(41001, 'access_token missing');
        if (!core.tokenValid(token))
          return wxError(40001, 'invalid credential, access_token is invalid or not latest');
        const openId = q.get('openid');
        if (!openId) return wxError(41009, 'missing openid');
        const member = core.members.get(openId);
        if (tokenOwners.get(token) !== openId || !member) return wxError(40003, 'invalid openid');
        return json(200, {
          openid: member.userId,
          nickname: member.name,
          sex: 0,
          province: '',
          city: '',
          country: 'CN',
          headimgurl: '',
          privilege: [],
          ...(member.unionId ? { unionid: member.unionId } : {}),
        });
      }
    }
    return undefined;
  };
  return startFakeSuite(routes, options);
}
