import { randomBytes } from 'node:crypto';
import { json, redirect, type FakeAnswer } from '../fake-server.ts';
import {
  peopleIn,
  startFakeSuite,
  type FakeMember,
  type FakeSuite,
  type SuiteRoutes,
} from './fake-suite.ts';

/** The unionId the fake gives a DingTalk user of another company (`signedIn` null). */
export const DINGTALK_OUTSIDER_UNION_ID = 'u-outsider';

/**
 * The new API's answer to a wrong clientId or clientSecret at userAccessToken. DingTalk's pages
 * checked for this work document the shape ({code, message, requestid}, HTTP 400) but not this
 * one code: the fake's choice.
 */
export const DINGTALK_BAD_CLIENT_CODE = 'invalidClientSecret';

const ok = (rest: Record<string, unknown>) => json(200, { errcode: 0, errmsg: 'ok', ...rest });
/** The old API (oapi) answers its errors with HTTP 200 and errcode/errmsg. */
const oapiError = (errcode: number, errmsg: string) => json(200, { errcode, errmsg });
/** The new API (api.dingtalk.com) answers its errors with an HTTP 4xx and {code, message}. */
const apiError = (status: number, code: string, message: string) =>
  json(status, { code, message, requestid: randomBytes(8).toString('hex').toUpperCase() });

/** The browser's way back from DingTalk's sign-in page: `authCode` (not `code`) and `state`. */
function backWithAuthCode(redirectUri: string | null, authCode: string, state: string | null) {
  const back = new URL(redirectUri ?? '');
  back.searchParams.set('authCode', authCode);
  if (state !== null) back.searchParams.set('state', state);
  return back.href;
}

/**
 * A local DingTalk: the OAuth 2 sign-in page (oauth2/auth, sends the browser back with
 * `authCode` for `signedIn`); the new API's v1.0/oauth2/userAccessToken
 * (invalidParameter.authCode.notFound for an unknown or spent code) and v1.0/contact/users/me
 * (InvalidAuthentication for a bad token); the old API's gettoken (40089 wrong appkey or
 * appsecret), topapi/user/getbyunionid (60121 not in the directory, as for a DingTalk user of
 * another company), topapi/v2/user/get (60121) and topapi/v2/user/getuserinfo (40078 unknown
 * code; an outsider's code is unknown too, since only members open the app inside DingTalk),
 * 41001/40014 for a missing, bad or expired token.
 */
export function startFakeDingtalk(options: {
  appKey: string;
  secret: string;
  corpId: string;
  members?: FakeMember[];
}): Promise<FakeSuite & { appKey: string; corpId: string }> {
  /** The persons' own tokens (userAccessToken) and whom they belong to (null: an outsider). */
  const userTokens = new Map<string, string | null>();
  const unionIdOf = (m: FakeMember) => m.unionId ?? `u-${m.userId}`;

  const routes: SuiteRoutes = (req, core) => {
    const q = req.query;
    const b = req.body;
    const needToken = (): FakeAnswer | undefined => {
      const token = q.get('access_token');
      if (!token) return oapiError(41001, '缺少access_token参数');
      if (!core.tokenValid(token)) return oapiError(40014, '不合法的access_token');
      return undefined;
    };
    const memberResult = (m: FakeMember) => ({
      userid: m.userId,
      unionid: unionIdOf(m),
      name: m.name,
      mobile: m.mobile ?? '',
      state_code: '86',
      email: m.email ?? '',
      job_number: m.employeeNo ?? '',
      active: true,
      admin: false,
      dept_id_list: [1],
    });
    switch (req.path) {
      case '/oauth2/auth': {
        if (q.get('client_id') !== options.appKey) return json(400, { error: 'invalid client_id' });
        if (q.get('response_type') !== 'code') return json(400, { error: 'invalid response_type' });
        return redirect(
          backWithAuthCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/v1.0/oauth2/userAccessToken': {
        if (req.method !== 'POST') return apiError(404, 'InvalidAction.NotFound', 'no such api');
        if (b.clientId !== options.appKey || b.clientSecret !== core.secret)
          return apiError(400, DINGTALK_BAD_CLIENT_CODE, 'clientId or clientSecret is not valid');
        if (b.grantType !== 'authorization_code')
          return apiError(400, 'invalidParameter.grantType.invalid', 'grantType is not valid');
        const who = core.takeCode(typeof b.code === 'string' ? b.code : '');
        if (!who) return apiError(400, 'invalidParameter.authCode.notFound', '不合法的临时授权码');
        const token = randomBytes(16).toString('hex');
        userTokens.set(token, who.userId);
        return json(200, {
          accessToken: token,
          refreshToken: randomBytes(16).toString('hex'),
          expireIn: 7200,
          corpId: options.corpId,
        });
      }
      case '/v1.0/contact/users/me': {
        const token = req.headers['x-acs-dingtalk-access-token'];
        const userId = typeof token === 'string' ? userTokens.get(token) : undefined;
        if (userId === undefined)
          return apiError(400, 'InvalidAuthentication', '不合法的access_token');
        const member = userId === null ? undefined : core.members.get(userId);
        return json(200, {
          nick: member?.name ?? '外部用户',
          unionId: member ? unionIdOf(member) : DINGTALK_OUTSIDER_UNION_ID,
          openId: `o-${member?.userId ?? 'outsider'}`,
          mobile: member?.mobile ?? '',
          stateCode: '86',
          email: member?.email ?? '',
          avatarUrl: '',
        });
      }
      case '/gettoken': {
        if (q.get('appkey') !== options.appKey || q.get('appsecret') !== core.secret)
          return oapiError(40089, '不合法的corpid或corpsecret');
        const { token, expiresIn } = core.issueToken();
        return ok({ access_token: token, expires_in: expiresIn });
      }
      case '/topapi/user/getbyunionid': {
        const refused = needToken();
        if (refused) return refused;
        const member = [...core.members.values()].find((m) => unionIdOf(m) === b.unionid);
        if (!member) return oapiError(60121, '找不到该用户');
        return ok({ result: { contact_type: 0, userid: member.userId }, request_id: 'r1' });
      }
      case '/topapi/v2/user/get': {
        const refused = needToken();
        if (refused) return refused;
        const member = core.members.get(typeof b.userid === 'string' ? b.userid : '');
        if (!member) return oapiError(60121, '找不到该用户');
        return ok({ result: memberResult(member), request_id: 'r2' });
      }
      case '/topapi/v2/user/getuserinfo': {
        const refused = needToken();
        if (refused) return refused;
        const who = core.takeCode(typeof b.code === 'string' ? b.code : '');
        const member = who?.userId ? core.members.get(who.userId) : undefined;
        if (!member) return oapiError(40078, '不存在的临时授权码');
        return ok({
          result: {
            userid: member.userId,
            unionid: unionIdOf(member),
            associated_unionid: '',
            name: member.name,
            device_id: 'd1',
            sys: false,
            sys_level: 0,
          },
          request_id: 'r3',
        });
      }
      case '/topapi/v2/department/get': {
        const refused = needToken();
        if (refused) return refused;
        const d = core.departments.get(String(b.dept_id ?? ''));
        if (!d) return oapiError(60003, '部门不存在');
        return ok({
          result: { dept_id: Number(d.id), name: d.name, parent_id: Number(d.parentId ?? 0) },
          request_id: 'r4',
        });
      }
      case '/topapi/v2/department/listsub': {
        const refused = needToken();
        if (refused) return refused;
        const parent = String(b.dept_id ?? '1');
        if (!core.departments.has(parent)) return oapiError(60003, '部门不存在');
        const children = [...core.departments.values()].filter((d) => d.parentId === parent);
        return ok({
          result: children.map((d) => ({
            dept_id: Number(d.id),
            name: d.name,
            parent_id: Number(parent),
          })),
          request_id: 'r5',
        });
      }
      case '/topapi/v2/user/list': {
        const refused = needToken();
        if (refused) return refused;
        const dept = String(b.dept_id ?? '');
        if (!core.departments.has(dept)) return oapiError(60003, '部门不存在');
        const cursor = Number(b.cursor ?? 0);
        const size = Number(b.size ?? 0);
        if (!Number.isInteger(size) || size < 1 || size > 100)
          return oapiError(400002, 'size 参数不合法');
        const all = peopleIn(core, dept);
        const page = all.slice(cursor, cursor + size);
        const hasMore = cursor + size < all.length;
        return ok({
          result: {
            has_more: hasMore,
            ...(hasMore ? { next_cursor: cursor + size } : {}),
            list: page.map((p) => ({
              userid: p.userId,
              name: p.name,
              mobile: p.mobile,
              state_code: '86',
              email: p.email,
              title: p.position,
              dept_id_list: [Number(p.departmentId)],
              active: p.active,
            })),
          },
          request_id: 'r6',
        });
      }
    }
    return undefined;
  };
  return startFakeSuite(routes, {
    appId: options.appKey,
    secret: options.secret,
    members: options.members,
  }).then((suite) => Object.assign(suite, { appKey: options.appKey, corpId: options.corpId }));
}
