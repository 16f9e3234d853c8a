import { json, redirect, type FakeAnswer } from '../fake-server.ts';
import {
  backWithCode,
  peopleIn,
  startFakeSuite,
  type FakeMember,
  type FakeSuite,
  type SuiteRoutes,
} from './fake-suite.ts';

/** The published JS-SDK test vector's ticket (WeCom/WeChat "JS-SDK使用权限签名算法"). */
export const WXWORK_SAMPLE_TICKET =
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

const ok = (rest: Record<string, unknown>) => json(200, { errcode: 0, errmsg: 'ok', ...rest });
/** WeCom answers its errors with HTTP 200 and errcode/errmsg. */
const wxError = (errcode: number, errmsg: string) => json(200, { errcode, errmsg });

/**
 * A local WeCom: cgi-bin/gettoken (40013 invalid corpid, 40001 invalid secret),
 * cgi-bin/auth/getuserinfo (40029 invalid code; an outsider gets openid, no userid),
 * cgi-bin/user/get (60111 userid not found), get_jsapi_ticket and ticket/get (agent_config),
 * 40014/42001 for a bad or expired token; the directory: cgi-bin/department/list (every
 * department) and cgi-bin/user/list (a department's members, 60003 an unknown department); the PC sign-in page (wwlogin/sso/login) and the OAuth
 * page (connect/oauth2/authorize) send the browser back with a code for `signedIn`.
 */
export function startFakeWxwork(options: {
  corpId: string;
  secret: string;
  members?: FakeMember[];
}): Promise<FakeSuite & { corpId: string }> {
  const routes: SuiteRoutes = (req, core) => {
    const q = req.query;
    const needToken = (): FakeAnswer | undefined => {
      const token = q.get('access_token');
      if (!token) return wxError(41001, 'access_token missing');
      if (!core.tokenValid(token)) return wxError(42001, 'access_token expired');
      return undefined;
    };
    switch (req.path) {
      case '/wwlogin/sso/login':
      case '/connect/oauth2/authorize': {
        if (q.get('appid') !== options.corpId) return json(400, { error: 'invalid appid' });
        return redirect(
          backWithCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/cgi-bin/gettoken': {
        if (q.get('corpid') !== options.corpId) return wxError(40013, 'invalid corpid');
        if (q.get('corpsecret') !== core.secret) return wxError(40001, 'invalid credential');
        const { token, expiresIn } = core.issueToken();
        return ok({ access_token: token, expires_in: expiresIn });
      }
      case '/cgi-bin/auth/getuserinfo': {
        const refused = needToken();
        if (refused) return refused;
        const who = core.takeCode(q.get('code') ?? '');
        if (!who) return wxError(40029, 'invalid code');
        return who.userId === null
          ? ok({ openid: 'o-outsider', external_userid: 'wm-outsider' })
          : ok({ userid: who.userId });
      }
      case '/cgi-bin/user/get': {
        const refused = needToken();
        if (refused) return refused;
        const member = core.members.get(q.get('userid') ?? '');
        if (!member) return wxError(60111, 'invalid string value `userid`');
        return ok({
          userid: member.userId,
          name: member.name,
          department: [1],
          mobile: member.mobile ?? '',
          email: member.email ?? '',
          status: 1,
        });
      }
      case '/cgi-bin/get_jsapi_ticket':
      case '/cgi-bin/ticket/get': {
        const refused = needToken();
        if (refused) return refused;
        if (req.path === '/cgi-bin/ticket/get' && q.get('type') !== 'agent_config')
          return wxError(40097, 'invalid args');
        return ok({ ticket: WXWORK_SAMPLE_TICKET, expires_in: 7200 });
      }
      case '/cgi-bin/department/list': {
        const refused = needToken();
        if (refused) return refused;
        return ok({
          department: [...core.departments.values()].map((d) => ({
            id: Number(d.id),
            name: d.name,
            parentid: d.parentId === null ? 0 : Number(d.parentId),
            order: d.order,
          })),
        });
      }
      case '/cgi-bin/user/list': {
        const refused = needToken();
        if (refused) return refused;
        const departmentId = q.get('department_id') ?? '';
        if (!core.departments.has(departmentId)) return wxError(60003, 'department not found');
        return ok({
          userlist: peopleIn(core, departmentId).map((p) => ({
            userid: p.userId,
            name: p.name,
            department: [Number(p.departmentId)],
            main_department: Number(p.departmentId),
            position: p.position,
            mobile: p.mobile,
            email: p.email,
            status: p.active ? 1 : 2,
          })),
        });
      }
    }
    return undefined;
  };
  return startFakeSuite(routes, {
    appId: options.corpId,
    secret: options.secret,
    members: options.members,
  }).then((suite) => Object.assign(suite, { corpId: options.corpId }));
}
