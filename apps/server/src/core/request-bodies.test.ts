import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  TEST_PASSWORD,
} from '../../test/builders.ts';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import type { EndpointDef } from '@ascent/shared/api';
import { ROUTE_TABLE } from '../route-table.ts';

/**
 * Malformed and mistyped bodies, for every POST route that is built: never a 5xx, never a
 * success. Malformed JSON is HTTP 400 with the envelope; a body of the wrong shape is a 4xx or
 * a ret 1 envelope (decisions.md s.1).
 */
const POST_ROUTES = ROUTE_TABLE.filter((e) => e.built && e.method === 'POST').map((e) => e.path);

/** Routes that read no body at all (their answer does not depend on it). */
const NO_BODY = new Set([
  '/api/study/department/tree',
  '/api/study/major/tree',
  '/api/study/me/message/ticket',
  '/api/study/me/createauth',
  '/api/study/signOn/logoutUrl',
  '/api/study/me/transfer',
  '/api/study/me/study/totals',
  '/api/study/banner/list',
  '/api/study/me/face/delete',
]);

/** manage/sms/settings/update: a complete setting, made wrong one field at a time. */
const SMS_SETTINGS = {
  enabled: true,
  provider: 'aliyun',
  accessKeyId: 'LTAI',
  signName: 'Sign',
  loginTemplate: 'SMS_1',
  resetTemplate: 'SMS_2',
  sdkAppId: '',
  region: '',
  baseUrl: '',
};

/** manage/earning/rule/save: a valid rule (exam passed, points), made wrong one field at a time. */
const EARNING_RULE = {
  action: 'exam.passed',
  kind: 'points',
  amount: 5,
  cycle: 'perItem',
  dailyLimit: null,
  bonus: 0,
  remark: '',
  enabled: true,
};

/** mobile/sendcode and sendcode: a number and the captcha beside it. */
const sendCodeMistyped = [
  {},
  { mobile: '13900000000' },
  { mobile: '13900000000', captcha: 'abcd' },
  { mobile: 13900000000, captcha: 'abcd', captchaKey: 'k' },
  { mobile: '13900000000', captcha: ['abcd'], captchaKey: 'k' },
];

/** Bodies of the wrong JSON type for any route expecting an object. */
const WRONG_JSON: [string, string][] = [
  ['an empty array', '[]'],
  ['an array of objects', '[{"account":"a","password":"b"}]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['a boolean', 'true'],
];

/** Mistyped fields, per route. */
/** The same admin calls on each company tree (departments, majors): create, rename, move, delete. */
const treeMistyped = (base: string): Record<string, unknown[]> => ({
  [`${base}/create`]: [
    {},
    { name: 5, parentId: null },
    { name: '', parentId: null },
    { name: '   ', parentId: null },
    { name: 'x'.repeat(51), parentId: null },
    { name: 'a\tb', parentId: null },
    { name: ['a'], parentId: null },
    { name: 'A' },
    { name: 'A', parentId: '1' },
    { name: 'A', parentId: true },
    { name: 'A', parentId: 0 },
    { name: 'A', parentId: -1 },
    { name: 'A', parentId: 1.5 },
    { name: 'A', parentId: 99999999999 },
    { name: 'A', parentId: null, extra: 1 },
  ],
  [`${base}/rename`]: [
    {},
    { id: 1 },
    { id: '1', name: 'A' },
    { id: {}, name: 'A' },
    { id: 1, name: '' },
    { id: 1, name: 'x'.repeat(51) },
    { id: 1, name: null },
    { id: 99999999999, name: 'A' },
  ],
  [`${base}/move`]: [
    {},
    { id: 1 },
    { id: 1, parentId: 'x' },
    { id: 1, parentId: null, sort: -1 },
    { id: 1, parentId: null, sort: 'first' },
    { id: 1, parentId: null, sort: 1.5 },
    { id: [1], parentId: null },
    { id: 1, parentId: null, name: 'A' },
  ],
  [`${base}/delete`]: [{}, { id: '1' }, { id: null }, { id: 0 }, { id: [1] }, { id: 99999999999 }],
});

const MISTYPED: Record<string, unknown[]> = {
  '/api/study/platform/config': [
    { site: 5 },
    { site: {} },
    { site: ['a'] },
    { platform: [] },
    { platform: 1.5 },
    { site: 'x'.repeat(300) },
  ],
  '/api/study/platform/portal': [{ site: 5 }, { site: {} }, { site: 'x'.repeat(300) }],
  '/api/study/accountLogin': [
    { account: 123 },
    { account: 123, password: TEST_PASSWORD },
    { account: 'someone', password: 123 },
    { account: {}, password: 'x' },
    { account: ['a'], password: 'x' },
    { account: null, password: 'x' },
    { account: 'someone', password: 'x', captcha: 5, captchaKey: 'k' },
    { account: 'someone', password: 'x', captchaKey: {} },
    { account: '', password: 'x' },
    { account: '   ', password: 'x' },
    { account: 'someone', password: '' },
    { account: 'x'.repeat(100), password: 'x' },
  ],
  '/api/study/refreshToken': [
    { refreshToken: {} },
    { refreshToken: 123 },
    { refreshToken: null },
    { refreshToken: ['a'] },
    { refreshToken: '' },
    {},
  ],
  '/api/study/me/editpass': [
    { newpass: 123 },
    { newpass: null },
    { newpass: '' },
    { newpass: {} },
    { oldpass: {}, newpass: 'abc' },
    { oldpass: 5 },
    {},
  ],
  '/api/study/me/editprofile': [
    { realName: 5 },
    { realName: '' },
    { realName: 'x'.repeat(51) },
    { sex: 'abc' },
    { sex: 7 },
    { lang: 'fr' },
    { birthday: 20240101 },
    { birthday: '2024-13-01' },
    { email: ['a@b.cn'] },
    { mobile: 13800138000 },
    { mobile: '12345' },
    { nickname: 'Al' },
    { realName: 'Al', isAdmin: true },
  ],
  '/api/study/me/upload/avatar': [{ file: 'iVBORw0KGgo=' }, {}],
  '/api/study/me/upload/openface': [{ file: '/9j/4AAQ' }, {}],
  '/api/study/me/saveface': [{ photoId: 1 }, { photoId: 'short' }, { photoId: 'x'.repeat(65) }, {}],
  '/api/study/me/face/delete': [],
  '/api/study/me/upload/facecontrast': [{ file: '/9j/4AAQ' }, {}],
  '/api/study/me/upload/faceliev': [{ step: 3 }, { step: '2', photoId: 'bad' }, {}],
  '/api/study/openfaceLogin': [{ account: 1 }, { account: '' }, {}],
  '/api/study/me/facecontrast/submit': [
    { examId: 'x', photoId: 'a'.repeat(20) },
    { examId: 1, photoId: 'bad id' },
    { examId: 1, attemptId: -1, photoId: 'a'.repeat(20) },
    {},
  ],
  '/api/study/me/EditIsInformation': [
    { fields: 'x' },
    { fields: [] },
    { fields: { employeeNo: {} } },
    { fields: { employeeNo: null } },
    { department: {} },
    { mobile: [] },
    { unknownTop: 'x' },
    {},
  ],
  '/api/study/me/website/change': [
    { websiteId: 'abc' },
    { websiteId: {} },
    { websiteId: -1 },
    { websiteId: 1.5 },
    { websiteId: null },
    { websiteId: 99999999999 },
    {},
  ],
  '/api/study/department/tree': [],
  '/api/manage/accountLogin': [
    { account: 123 },
    { account: 'someone', password: {} },
    { account: [], password: [] },
    {},
  ],
  '/api/manage/job/list': [
    { page: 'x' },
    { pageSize: 1000 },
    { queue: 'exam-deadline-sweep' },
    { state: 'lost' },
    { queue: {} },
  ],
  '/api/manage/job/retry': [{}, { id: 'not-a-uuid' }, { id: 12 }, { id: [] }],
  '/api/study/me/import/detail': [{}, { id: 'x' }, { id: -1 }, { id: [] }],
  '/api/manage/oplog/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { sortOrder: 'sideways' },
    { from: 'yesterday' },
    { entity: {} },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/study/me/message/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { pageSize: {} },
    { isRead: 2 },
    { isRead: 'yes' },
  ],
  '/api/study/me/message/batchread': [
    { ids: 'x' },
    { ids: [] },
    { ids: ['a'] },
    { ids: [0] },
    { ids: [-1] },
    { ids: [1.5] },
    { ids: [99999999999] },
    { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    {},
  ],
  '/api/study/me/message/ticket': [],
  '/api/manage/message/send': [
    {},
    { title: 5, content: 'x', audience: { all: true } },
    { title: '', content: 'x', audience: { all: true } },
    { title: 't'.repeat(101), content: 'x', audience: { all: true } },
    { title: 't', content: '   ', audience: { all: true } },
    { title: 't', content: 'c'.repeat(20_001), audience: { all: true } },
    { title: 't', content: '<p> </p>', audience: { all: true } },
    { title: 't', content: 'x' },
    { title: 't', content: 'x', audience: {} },
    { title: 't', content: 'x', audience: 'all' },
    { title: 't', content: 'x', audience: { all: false } },
    { title: 't', content: 'x', audience: { all: true, userIds: [1] } },
    { title: 't', content: 'x', audience: { userIds: [] } },
    { title: 't', content: 'x', audience: { userIds: ['a'] } },
    { title: 't', content: 'x', audience: { departmentIds: {} } },
    { title: 't', content: 'x', audience: { everyone: true } },
    { title: 't', content: 'x', audience: { all: true }, extra: 1 },
  ],
  '/api/manage/message/list': [{ page: 'x' }, { pageSize: 1000 }, { keyword: 'k'.repeat(101) }],
  '/api/manage/message/detail': [{}, { id: 'x' }, { id: 0 }, { id: {} }, { id: 99999999999 }],
  '/api/manage/message/recipients': [{ keyword: 5 }, { keyword: {} }, { keyword: 'k'.repeat(51) }],
  '/api/study/me/createauth': [],
  '/api/study/signOn/logoutUrl': [],
  '/api/study/me/transfer': [],
  '/api/manage/handover': [{}, { code: 5 }, { code: '' }, { code: {} }, { code: 'x'.repeat(200) }],
  '/api/first-calls': [
    {},
    { calls: 'study/me/profile' },
    { calls: [{ method: 'GET' }] },
    { calls: [{ method: 5, path: 'study/me/profile' }] },
    { calls: [{ method: 'GET', path: ['study', 'me'] }] },
    { calls: [{ method: 'POST', path: 'study/me/profile', body: 'x' }] },
  ],
  '/api/study/mobile/sendcode': sendCodeMistyped,
  '/api/study/sendcode': sendCodeMistyped,
  '/api/study/loginMobile': [
    {},
    { mobile: 13900000000, code: '123456' },
    { mobile: '13900000000', code: 123456 },
    { mobile: '13900000000', code: ['123456'] },
    { mobile: '1390000000x', code: '123456' },
  ],
  '/api/study/resetpass': [
    {},
    { mobile: '13900000000', code: '123456' },
    { mobile: '13900000000', code: '123456', newpass: 5 },
    { mobile: '13900000000', code: '12345', newpass: 'x' },
    { mobile: '13900000000', code: '123456', newpass: 'x'.repeat(5000) },
  ],
  '/api/study/accountCheck': [{}, { account: 5 }, { account: 'ab' }, { account: 'x'.repeat(65) }],
  '/api/study/register/individual': [
    {},
    { account: 'newbie', password: 'x', realName: 'A', mobile: '13900000000' },
    {
      account: 'newbie',
      password: 'x',
      realName: 'A',
      mobile: '13900000000',
      enterpriseId: 1,
      agree: false,
      captcha: 'abcd',
      captchaKey: 'k',
    },
    { account: ['x'], agree: true, enterpriseId: 'x' },
  ],
  '/api/study/register/enterprise': [
    {},
    { enterpriseName: 'Acme', domain: 'not a domain', agree: true },
    { enterpriseName: '  ', domain: 'acme.example.com', agree: 'yes' },
  ],
  '/api/study/enterprise/search': [{ keyword: 5 }, { keyword: 'x'.repeat(200) }, { site: [] }],
  '/api/study/register/status': [{ site: 5 }, { site: 'x'.repeat(300) }],
  '/api/study/register/terms': [{}, { kind: 'other' }, { kind: 'privacy', site: 5 }],
  '/api/manage/registration': [{ x: 1 }],
  '/api/manage/registration/update': [
    {},
    { open: 'yes' },
    {
      open: true,
      departmentId: null,
      choosableDepartmentIds: [],
      agreement: { zh_CN: '', zh_TW: '', en_US: '' },
      privacy: { zh_CN: '', zh_TW: '', en_US: '' },
    },
  ],
  '/api/study/OIDCGetAuthUrl': [
    {},
    { customerId: 'x' },
    { customerId: 0 },
    { customerId: 1, state: 5 },
    { customerId: 1, state: '/'.repeat(3000) },
  ],
  '/api/study/OIDCCallBack': [
    {},
    { state: '' },
    { state: 5, code: 'x' },
    { state: 'x', code: ['x'] },
    { state: 'x'.repeat(300) },
  ],
  '/api/study/IAMGetAuthUrl': [
    {},
    { customerId: 'x' },
    { customerId: 0 },
    { customerId: 1, state: 5 },
    { customerId: 1, state: '/'.repeat(3000) },
  ],
  '/api/study/IAMCallBack': [
    {},
    { state: '' },
    { state: 5, code: 'x' },
    { state: 'x', code: ['x'] },
    { state: 'x', error: 5 },
    { state: 'x'.repeat(300) },
  ],
  '/api/manage/sso/iam': [{ x: 1 }, { authorizeUrl: 'https://iam.example.com/authorize' }],
  '/api/manage/sso/iam/test': [{ x: 1 }],
  '/api/manage/sso/iam/update': [
    {},
    {
      authorizeUrl: 'ftp://x',
      tokenUrl: 'https://iam.example.com/token',
      userinfoUrl: 'https://iam.example.com/userinfo',
      clientId: 'a',
      scopes: '',
      subjectField: 'sub',
      linkBy: 'account',
      linkField: 'username',
      createDepartmentId: null,
    },
    {
      authorizeUrl: 'https://iam.example.com/authorize',
      tokenUrl: 'https://iam.example.com/token',
      userinfoUrl: 'https://iam.example.com/userinfo',
      clientId: 'a',
      scopes: '',
      subjectField: 'data..id',
      linkBy: 'account',
      linkField: 'username',
      createDepartmentId: null,
    },
    {
      authorizeUrl: 'https://iam.example.com/authorize',
      tokenUrl: 'https://iam.example.com/token',
      userinfoUrl: 'https://iam.example.com/userinfo',
      clientId: 'a',
      scopes: '',
      subjectField: 'sub',
      linkBy: 'create',
      linkField: 'username',
      createDepartmentId: null,
    },
  ],
  '/api/study/signOn/authUrl': [
    {},
    { kind: 'qq', mode: 'pc', customerId: 1 },
    { kind: 'wxwork', mode: 'tv', customerId: 1 },
    { kind: 'wxwork', mode: 'pc', customerId: 'x' },
    { kind: 'wxwork', mode: 'pc', customerId: 1, state: 5 },
  ],
  '/api/study/wxworkPCLogin': [
    {},
    { code: 'x' },
    { code: 5, state: 'x' },
    { code: '', state: 'x' },
  ],
  '/api/study/wxworkH5Login': [{}, { state: 'x' }, { code: 'x'.repeat(2000), state: 'x' }],
  '/api/study/dingtalkPCLogin': [{}, { code: ['x'], state: 'x' }],
  '/api/study/dingtalkH5Login': [{}, { code: 'x' }, { code: 'x', customerId: 'y' }],
  '/api/study/feishuPCLogin': [{}, { code: 'x', state: 'x'.repeat(300) }],
  '/api/study/feishuBuildPCLogin': [{}, { customerId: 1 }, { code: 1, customerId: 1 }],
  '/api/study/weixinH5Login': [{}, { code: 'x' }, { code: 'x', state: 7 }],
  '/api/study/me/bindweixin': [{}, { ticket: '' }, { ticket: 5 }],
  '/api/study/customer/wxwork/config': [
    {},
    { customerId: 1 },
    { customerId: 1, url: 'javascript:alert(1)' },
    { customerId: 'x', url: 'https://a.example/' },
  ],
  '/api/manage/sso/suite/update': [
    {},
    { kind: 'wxwork' },
    {
      kind: 'wxwork',
      corpId: '',
      appId: '',
      agentId: '1',
      linkBy: 'account',
      createDepartmentId: null,
      enabled: true,
    },
    {
      kind: 'feishu',
      corpId: '',
      appId: 'a b',
      agentId: '',
      linkBy: 'account',
      createDepartmentId: null,
      enabled: true,
    },
  ],
  '/api/manage/sso/suites': [{ x: 1 }],
  '/api/manage/sso/suite/test': [{}, { kind: 'qq' }],
  '/api/manage/sso/directory/run': [{}, { suite: 'weixin' }, { suite: 'wxwork', x: 1 }],
  '/api/manage/sso/directory/runs': [{ suite: 'qq' }, { page: 0 }, { pageSize: 101 }],
  '/api/manage/sso/directory/run/detail': [{}, { id: 0 }, { id: 'x' }, { id: 1, pageSize: 500 }],
  '/api/manage/sso/directory/run/cancel': [{}, { id: 0 }, { id: 'x' }, { id: 1, reason: 'x' }],
  '/api/study/ssoPCLogin': [
    {},
    { account: 'a', customerId: 1, timestamp: '1', nonce: 'n'.repeat(16), sign: 'a'.repeat(64) },
    { account: 'a', customerId: '1', timestamp: '1', nonce: 'short', sign: 'a'.repeat(64) },
    { account: 'a', customerId: '1', timestamp: '1', nonce: 'n'.repeat(16), sign: 'xyz' },
    {
      account: 'a b',
      customerId: '1',
      timestamp: '1',
      nonce: 'n'.repeat(16),
      sign: 'a'.repeat(64),
    },
  ],
  '/api/study/ssoPCLoginV2': [
    {},
    { ticket: 5 },
    { ticket: 'not-a-jwt' },
    { ticket: 'a.b.c', redirect: 5 },
  ],
  '/api/study/htsy/auth': [{}, { ticket: 5 }, { ticket: 'not-a-jwt' }],
  '/api/study/home/todoauth': [{}, { ticket: 'a b.c.d' }],
  '/api/study/bpm/auth': [{}, { ticket: 'x'.repeat(5000) }],
  '/api/study/gatewayauth': [{}, { ticket: 'a.b.c', redirect: 5 }],
  '/api/study/autoauth': [{}, { key: 5 }, { key: 'a*1' }],
  '/api/study/switchAuth': [{}, { tgtn: 5 }, { tgtn: 'short' }, { tgtn: 'a'.repeat(30), x: 1 }],
  '/api/manage/sso/partner': [{ x: 1 }],
  '/api/manage/sso/partner/update': [
    {},
    { linkBy: 'account', createDepartmentId: null, enabled: 'yes' },
    { secret: 'short', linkBy: 'account', createDepartmentId: null, enabled: true },
    { linkBy: 'create', createDepartmentId: null, enabled: true },
    { linkBy: 'name', createDepartmentId: null, enabled: true },
  ],
  '/api/manage/sso/oidc/update': [
    {},
    {
      issuer: 'ftp://x',
      clientId: 'a',
      scopes: 'openid',
      linkBy: 'account',
      linkClaim: 'sub',
      createDepartmentId: null,
    },
    {
      issuer: 'https://idp.example.com',
      clientId: '',
      scopes: 'openid',
      linkBy: 'account',
      linkClaim: 'sub',
      createDepartmentId: null,
    },
    {
      issuer: 'https://idp.example.com',
      clientId: 'a',
      scopes: 'profile',
      linkBy: 'account',
      linkClaim: 'sub',
      createDepartmentId: null,
    },
    {
      issuer: 'https://idp.example.com',
      clientId: 'a',
      scopes: 'openid',
      linkBy: 'name',
      linkClaim: 'sub',
      createDepartmentId: null,
    },
    {
      issuer: 'https://idp.example.com',
      clientId: 'a',
      scopes: 'openid',
      linkBy: 'create',
      linkClaim: 'sub',
      createDepartmentId: null,
    },
  ],
  '/api/study/login/qrcode/state': [
    {},
    { code: 5 },
    { code: '' },
    { code: {} },
    { code: 'x'.repeat(200) },
  ],
  '/api/study/login/qrcode/scan': [
    {},
    { code: 5 },
    { code: '' },
    { code: [] },
    { code: 'x'.repeat(200) },
  ],
  '/api/study/login/qrcode/confirm': [
    {},
    { code: 'x'.repeat(43) },
    { code: 'x'.repeat(43), accept: 'yes' },
    { code: 5, accept: true },
    { code: 'x'.repeat(43), accept: true, extra: 1 },
  ],
  ...treeMistyped('/api/manage/department'),
  '/api/manage/position/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { sortOrder: 'sideways' },
    { keyword: {} },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/manage/position/create': [
    {},
    { name: '' },
    { name: 5 },
    { name: 'x'.repeat(51) },
    { name: 'A', code: 5 },
    { name: 'A', code: 'c'.repeat(51) },
    { name: 'A', sort: -1 },
    { name: 'A', sort: 'first' },
    { name: 'A', sort: 10_000_000 },
    { name: 'A', extra: true },
  ],
  '/api/manage/position/update': [
    { name: 'A' },
    { id: '1', name: 'A' },
    { id: 1, name: '' },
    { id: 1, name: 'A', sort: -5 },
  ],
  '/api/manage/position/delete': [{}, { ids: [] }, { ids: 'x' }, { ids: [0] }, { ids: [{}] }],
  '/api/study/me/switchunit': [{}, { id: 'x' }, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: [1] }],
  '/api/manage/unit/list': [{ page: 'x' }, { page: 0 }, { pageSize: 1000 }, { keyword: {} }],
  '/api/manage/unit/create': [
    {},
    { name: '' },
    { name: 5 },
    { name: 'x'.repeat(51) },
    { name: 'A', extra: 1 },
  ],
  '/api/manage/unit/update': [
    { name: 'A' },
    { id: '1', name: 'A' },
    { id: 1, name: '' },
    { id: 1 },
  ],
  '/api/manage/unit/delete': [{}, { ids: [] }, { ids: 'x' }, { ids: [0] }],
  '/api/manage/unit/member/list': [{}, { unitId: 'x' }, { unitId: 1, page: 0 }],
  '/api/manage/unit/member/add': [
    {},
    { unitId: 1 },
    { unitId: 1, userIds: [] },
    { unitId: 1, userIds: ['x'] },
    { unitId: 'x', userIds: [1] },
  ],
  '/api/manage/unit/member/remove': [{}, { unitId: 1, userIds: [] }, { unitId: 1, userIds: 5 }],
  '/api/manage/unit/member/manager': [
    {},
    { unitId: 1, userIds: [1] },
    { unitId: 1, userIds: [1], manager: 'yes' },
    { unitId: 1, userIds: [], manager: true },
  ],
  '/api/study/position/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { keyword: {} },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/study/major/tree': [],
  ...treeMistyped('/api/manage/major'),
  '/api/manage/country/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { sortOrder: 'sideways' },
    { keyword: {} },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/manage/user/list': [
    { page: 'x' },
    { pageSize: 1000 },
    { sortField: 'passwordHash' },
    { departmentId: 'abc' },
    { departmentId: 99999999999 },
    { role: 'king' },
    { status: 'gone' },
    { secrecyLevel: 55 },
    { keyword: {} },
  ],
  '/api/manage/user/detail': [{ id: 'abc' }, { id: -1 }, { id: {} }, {}],
  '/api/manage/user/create': [
    {},
    { account: 123, realName: 'A', departmentId: 1 },
    { account: 'ab', realName: 'A', departmentId: 1 },
    { account: 'valid_one', realName: '', departmentId: 1 },
    { account: 'valid_one', realName: 'A', departmentId: 'x' },
    { account: 'valid_one', realName: 'A', departmentId: 1, roles: 'admin' },
    { account: 'valid_one', realName: 'A', departmentId: 1, roles: ['king'] },
    { account: 'valid_one', realName: 'A', departmentId: 1, secrecyLevel: 65 },
    { account: 'valid_one', realName: 'A', departmentId: 1, password: 5 },
    { account: 'valid_one', realName: 'A', departmentId: 1, status: 'active' },
  ],
  '/api/manage/user/update': [
    {},
    { id: 'x' },
    { id: 1, realName: '' },
    { id: 1, mobile: 12 },
    { id: 1, roles: [1] },
    { id: 1, account: 'renamed' },
  ],
  '/api/manage/user/disable': [{}, { ids: [] }, { ids: 'all' }, { ids: [0] }, { ids: [{}] }],
  '/api/manage/user/enable': [{}, { ids: [] }, { ids: 'all' }, { ids: [-5] }],
  '/api/manage/user/reset-password': [
    {},
    { ids: [] },
    { ids: [1], password: 12345678 },
    { ids: [1], password: {} },
  ],
  '/api/manage/user/move': [{ ids: [1] }, { ids: [1], departmentId: 'x' }, { departmentId: 1 }],
  '/api/manage/user/roles': [
    { ids: [1], roles: ['admin'] },
    { ids: [1], roles: ['admin'], mode: 'swap' },
    { ids: [1], roles: 'admin', mode: 'add' },
    { ids: [1], roles: ['king'], mode: 'add' },
  ],
  '/api/manage/user/secrecy': [{ ids: [1] }, { ids: [1], level: 65 }, { ids: [1], level: 'x' }],
  '/api/manage/user/import': [{}, { file: 'x' }, { file: { name: 'a.xlsx' } }],
  '/api/manage/user/export': [
    { role: 'king' },
    { status: 'gone' },
    { sortField: 'x' },
    { secrecyLevel: 'x' },
    { departmentId: [] },
  ],
  '/api/study/me/customer/config/list': [
    { configKeys: 'secSocreName' },
    { configKeys: ['nope'] },
    { configKeys: [1] },
    { websiteId: 1 },
  ],
  '/api/manage/company/config': [{ group: 'password' }, { x: 1 }],
  '/api/manage/sso/oidc': [{ x: 1 }, { issuer: 'https://idp.example.com' }],
  '/api/manage/sso/oidc/test': [{ x: 1 }],
  '/api/manage/sms/settings': [{ x: 1 }],
  '/api/manage/sms/settings/update': [
    {},
    { ...SMS_SETTINGS, enabled: 'yes' },
    { ...SMS_SETTINGS, provider: 'twilio' },
    { ...SMS_SETTINGS, baseUrl: 'ftp://x' },
    { ...SMS_SETTINGS, signName: '' },
    { ...SMS_SETTINGS, provider: 'tencent' },
    { ...SMS_SETTINGS, region: 'AP GZ' },
  ],
  '/api/manage/sms/test': [{}, { mobile: '12345' }, { mobile: 13900000000 }],
  '/api/manage/company/config/update': [
    {},
    { group: 'colours', values: {} },
    { group: 'password' },
    { group: 'password', values: { useStrongPass: 2, passExpire: 0, useChangepassword: 1 } },
    { group: 'password', values: { useStrongPass: 1, passExpire: -1, useChangepassword: 1 } },
    { group: 'password', values: { useStrongPass: 1, passExpire: '90', useChangepassword: 1 } },
    { group: 'password', values: { useStrongPass: 1, passExpire: 3651, useChangepassword: 1 } },
    { group: 'languages', values: { languages: [] } },
    { group: 'languages', values: { languages: 'zh_CN' } },
    { group: 'languages', values: { languages: ['zh_CN', 'zh_CN'] } },
    { group: 'languages', values: { languages: ['fr_FR'] } },
    { group: 'branding', values: { name: '', logo1: '', logo2: '', theme: '' } },
    {
      group: 'branding',
      values: { name: 'A', logo1: 'javascript:alert(1)', logo2: '', theme: '' },
    },
    { group: 'branding', values: { name: 'A', logo1: '', logo2: '', theme: 'red' } },
    { group: 'footer', values: { studyCopyright: 'x'.repeat(101), icpNo: '', ncNo: '' } },
    { group: 'features', values: { isOpenAiRobot: 10 } },
    {
      group: 'customer',
      values: { customerCode: 'a b', customMobileDomain: '', mobileDomain: '', mobileModule: '' },
    },
    { group: 'sso', values: { useOIDC: 1, platform: 'xx' } },
    { group: 'sso', values: { useOIDC: 1, appId: 'gone', platform: 'web' } },
  ],
  '/api/manage/company/logo': [{ file: 'iVBORw0KGgo=' }, {}],
  '/api/manage/website/list': [{ page: 0 }, { pageSize: 'x' }, { keyword: {} }, { other: 1 }],
  '/api/manage/website/create': [
    {},
    { platformName: '' },
    { platformName: 'x'.repeat(51) },
    { platformName: 'Site', domain: 'not a host' },
    { platformName: 'Site', domain: 'http://a.com' },
    { platformName: 'Site', active: 'yes' },
    { platformName: 'Site', sort: -1 },
    { platformName: 'Site', id: 1 },
  ],
  '/api/manage/website/update': [
    {},
    { id: 'x', platformName: 'Site' },
    { id: 1 },
    { id: 1, platformName: 5 },
  ],
  '/api/manage/website/delete': [{}, { id: 'x' }, { id: -1 }, { id: 1, force: true }],
  '/api/manage/menu/list': [{ websiteId: 'x' }, { websiteId: -1 }, { websiteId: [] }, { x: 1 }],
  '/api/manage/menu/update': [
    {},
    { id: 1 },
    { id: 1, menuName: '' },
    { id: 1, menuName: 'x'.repeat(21) },
    { id: 1, menuName: 'A', langNames: { en_US: 'x'.repeat(21) } },
    { id: 1, menuName: 'A', langNames: { fr_FR: 'x' } },
    { id: 1, menuName: 'A', labelId: 3 },
    { id: 1, menuName: 'A', url: 'javascript:alert(1)' },
    { id: 1, menuName: 'A', checked: 'yes' },
    { id: 1, menuName: 'A', resourceId: 'x' },
  ],
  '/api/manage/menu/create': [
    {},
    { menuCode: 'course', menuName: 'A', url: '/x' },
    { menuCode: '1abc', menuName: 'A', url: '/x' },
    { menuCode: 'ok', menuName: 'A' },
    { menuCode: 'ok', menuName: 'A', url: '/x', custom: false },
  ],
  '/api/manage/menu/delete': [{}, { id: 'x' }, { id: 0 }],
  '/api/manage/menu/reorder': [
    {},
    { ids: [] },
    { ids: [1, 1] },
    { ids: 'x' },
    { ids: [1], websiteId: 'x' },
  ],
  '/api/manage/menu/copy': [{}, { websiteId: 'x' }, { websiteId: null }],
  '/api/manage/menu/reset': [{}, { websiteId: 0 }],
  '/api/manage/score-names/list': [{ x: 1 }],
  '/api/manage/score-names/update': [
    {},
    { configKey: 'nope', configValue: { zh_CN: 'a', zh_TW: 'a', en_US: 'a' } },
    { configKey: 'selSocreName', configValue: { zh_CN: 'a', zh_TW: 'a' } },
    { configKey: 'selSocreName', configValue: { zh_CN: 'a', zh_TW: 'a', en_US: 'x'.repeat(21) } },
    { configKey: 'selSocreName', configValue: 'a' },
  ],
  '/api/manage/earning/rule/list': [{ x: 1 }],
  '/api/manage/earning/rule/save': [
    {},
    { ...EARNING_RULE, action: 'nope' },
    { ...EARNING_RULE, kind: 'hours' },
    { ...EARNING_RULE, amount: null },
    { ...EARNING_RULE, amount: -1 },
    { ...EARNING_RULE, amount: 1.234 },
    { ...EARNING_RULE, amount: '5' },
    { ...EARNING_RULE, cycle: 'hourly' },
    { ...EARNING_RULE, dailyLimit: 10_001 },
    { ...EARNING_RULE, bonus: 1 },
    { ...EARNING_RULE, remark: 'x'.repeat(201) },
    { ...EARNING_RULE, enabled: 'yes' },
    { ...EARNING_RULE, extra: 1 },
  ],
  '/api/manage/personnel-field/list': [{ page: 'x' }, { sortOrder: 'up' }],
  '/api/manage/personnel-field/create': [
    {},
    { key: '1abc', name: 'A', type: 1 },
    { key: 'abc', name: '', type: 1 },
    { key: 'abc', name: 'A', type: 3 },
    { key: 'abc', name: 'A', type: 2 },
    {
      key: 'abc',
      name: 'A',
      type: 2,
      fieldOptions: [
        { optionKey: 'a', optionValue: 'A', children: [{ optionKey: 'b', optionValue: 'B' }] },
      ],
    },
    {
      key: 'abc',
      name: 'A',
      type: 8,
      fieldOptions: [
        { optionKey: 'a', optionValue: 'A' },
        { optionKey: 'a', optionValue: 'B' },
      ],
    },
    { key: 'abc', name: 'A', type: 1, fieldOptions: [{ optionKey: 'a', optionValue: 'A' }] },
    { key: 'mobile', name: 'A', type: 5 },
    { key: 'abc', name: 'A', type: 4, len: 9 },
    { key: 'abc', name: 'A', type: 1, isCheck: 2 },
  ],
  '/api/manage/personnel-field/update': [
    {},
    { id: 1 },
    { id: 'x', key: 'abc', name: 'A', type: 1 },
  ],
  '/api/manage/personnel-field/delete': [{}, { id: 'x' }],
  '/api/manage/personnel-field/reorder': [{}, { ids: [] }, { ids: [2, 2] }],
  '/api/manage/personnel-field/request': [
    { departmentId: 'x' },
    { departmentId: -1 },
    { all: true },
  ],
  '/api/study/audittmpl/auditreceiptbyinitlist': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { status: 9 },
    { status: 'reviewing' },
    { type: 'abc' },
    { type: {} },
    { colour: 'red' },
  ],
  '/api/study/audittmpl/auditreceiptnodesubmit': [
    {},
    { auditId: 'x', decision: 2 },
    { auditId: {}, decision: 2 },
    { auditId: -1, decision: 2 },
    { auditId: 1, decision: 5 },
    { auditId: 1, decision: '2x' },
    { auditId: 1 },
    { auditId: 1, decision: 3 },
    { auditId: 1, decision: 3, remark: '   ' },
    { auditId: 1, decision: 3, remark: 'x'.repeat(501) },
    { auditId: 1, decision: 2, remark: {} },
    { auditId: 1, decision: 2, extra: true },
  ],
  '/api/study/audittmpl/withdraw': [
    {},
    { auditId: 'x' },
    { auditId: {} },
    { auditId: 1.5 },
    { auditId: 0 },
    { auditId: 1, reason: 'x' },
  ],
  '/api/study/me/AuditReceiptSubmit': [
    {},
    { auditId: 1, resourceId: 1 },
    { auditId: 1, resourceId: 1, auditReceiptNode: [] },
    { auditId: 1, resourceId: 1, auditReceiptNode: 'x' },
    { auditId: 1, resourceId: 1, auditReceiptNode: [{ nodeId: 'a' }] },
    { auditId: 1, resourceId: 1, auditReceiptNode: [{ nodeId: 1 }, { nodeId: 2 }] },
    { auditId: 1, resourceId: 1, auditReceiptNode: [{ nodeId: 1, appterMembers: 'x' }] },
    { auditId: 'x', resourceId: 1, auditReceiptNode: [{ nodeId: 1 }] },
  ],
  '/api/manage/audit-template/list': [
    { page: 0 },
    { pageSize: 1000 },
    { type: 'x' },
    { sortOrder: 'sideways' },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/manage/audit-template/create': [
    {},
    { type: 2, name: 'x', nodes: [] },
    { type: 2, name: 'x', nodes: 'x' },
    { type: 2, name: 'x', nodes: [{ name: 'n' }] },
    { type: 2, name: '', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
    { type: 'two', name: 'x', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
    { type: 99, name: 'x', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
    { type: 2, name: 'x', nodes: [{ name: 'n', approverRoles: ['king'] }] },
    { type: 2, name: 'x', nodes: [{ name: 'n', approverUserIds: ['a'] }] },
    { type: 2, name: 'x', enabled: 'yes', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
    { type: 2, name: 'x', nodes: [{ name: 'n', approverRoles: 'admin' }] },
  ],
  '/api/manage/audit-template/update': [
    {},
    { id: 'x', type: 2, name: 'x', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
    { id: 1, type: 2, name: 'x', nodes: [] },
    { id: 1, type: 2, name: 'x', nodes: [{ name: 'n' }] },
    { id: 999999, type: 2, name: 'x', nodes: [{ name: 'n', approverRoles: ['admin'] }] },
  ],
  '/api/manage/audit-template/delete': [
    {},
    { ids: [] },
    { ids: 'x' },
    { ids: [0] },
    { ids: [{}] },
    { ids: [999999] },
  ],
  '/api/manage/audit-template/candidates': [
    { keyword: 5 },
    { keyword: {} },
    { keyword: 'k'.repeat(51) },
    { colour: 'red' },
  ],
  '/api/study/upload/file': [{ file: 'iVBORw0KGgo=' }, {}, { kind: 'video' }],
  '/api/study/document/change/submit': [
    {},
    { fileId: 'x' },
    { fileId: 0 },
    { fileId: -1 },
    { fileId: 1.5 },
    { fileId: 99999999999 },
    { fileId: 1, extra: true },
    { fileId: 999999 },
  ],
  '/api/manage/upload/file': [{ file: 'iVBORw0KGgo=' }, {}, { kind: 'video' }],
  '/api/manage/upload/file/convert': [{}, { fileId: 'x' }, { fileId: 0 }, { fileId: 999999 }],
  // The launch reads its path only; a body changes nothing
  '/api/files/launch/:fileId/:pkgId': [{}, { fileId: 'x' }, { pkgId: 1 }],
  '/api/manage/upload/chunk/init': [
    {},
    { kind: 'video', name: 'a.mp4', size: 10 },
    { kind: 'movie', name: 'a.mp4', size: 10, chunkSize: 4194304 },
    { kind: 'video', name: '', size: 10, chunkSize: 4194304 },
    { kind: 'video', name: '../a.mp4', size: 10, chunkSize: 4194304 },
    { kind: 'video', name: 'a.mp4', size: -1, chunkSize: 4194304 },
    { kind: 'video', name: 'a.mp4', size: '10', chunkSize: 4194304 },
    { kind: 'video', name: 'a.mp4', size: 0, chunkSize: 4194304 },
    { kind: 'video', name: 'a.exe', size: 10, chunkSize: 4194304 },
    { kind: 'video', name: 'a.mp4', size: 10, chunkSize: 1 },
    { kind: 'video', name: 'a.mp4', size: 10, chunkSize: 64 * 1024 * 1024 },
    { kind: 'video', name: 'a.mp4', size: 10, chunkSize: 4194304, extra: 1 },
  ],
  '/api/manage/upload/chunk/:uploadId/:index': [{}, { data: 'AAAA' }],
  '/api/manage/upload/chunk/:uploadId/complete': [{}, { uploadId: 'x' }],
  // Knowledge base, download centre, search, home
  '/api/study/banner/list': [],
  '/api/study/knowledge/list': [
    { page: 'x' },
    { page: 0 },
    { pageSize: 1000 },
    { sort: 'random' },
    { categoryId: 'a' },
    { categoryId: 0 },
    { keyword: 5 },
    { keyword: 'k'.repeat(21) },
    { extra: 1 },
  ],
  '/api/study/home/search': [
    {},
    { keyword: '' },
    { keyword: '   ' },
    { keyword: 5 },
    { keyword: ['a'] },
    { keyword: 'x'.repeat(21) },
    { keyword: 'x', kind: 5 },
    { keyword: 'x', kind: 'nothing' },
    { keyword: 'x', page: 0 },
    { keyword: 'x', pageSize: 51 },
    { keyword: 'x', extra: true },
  ],
  '/api/study/file/downsadd': [
    {},
    { itemType: 1 },
    { itemType: '1', itemId: 1 },
    { itemType: 1, itemId: -1 },
    { itemType: 1, itemId: 1.5 },
    { itemType: 99, itemId: 1 },
    { itemType: 1, itemId: 99999999999 },
    { itemType: 1, itemId: 1, extra: 1 },
  ],
  '/api/study/file/down/list': [{ page: 'x' }, { page: 0 }, { pageSize: 1000 }, { extra: 1 }],
  '/api/study/file/download': [{}, { id: 'a' }, { id: 0 }, { id: [1] }, { id: 99999999999 }],
  '/api/manage/knowledge/list': [
    { page: 0 },
    { pageSize: 1000 },
    { status: 'gone' },
    { categoryId: 'x' },
    { keyword: 'k'.repeat(101) },
  ],
  '/api/manage/knowledge/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999999999 }],
  '/api/manage/knowledge/save': [
    {},
    { title: '' },
    { title: 5, content: 'x' },
    { title: 'T', content: 5 },
    { title: 'T', content: '<p> </p>' },
    { title: 'T', content: 'x', categoryId: 'a' },
    { title: 'T', content: 'x', fileId: -1 },
    { title: 'T', content: 'x', tags: 'a' },
    { title: 'T', content: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    { title: 'T', content: 'x', secrecyLevel: 55 },
    { title: 'T', content: 'x', visibility: 'some' },
    { title: 'T', content: 'x', visibility: 'limited' },
    { title: 'T', content: 'x', audience: { departmentIds: ['a'] } },
    { title: 'T', content: 'x', allowDownload: 'yes' },
    { title: 'T', content: 'x', cover: 'javascript:alert(1)' },
    { title: 'T', content: 'x', id: 99999 },
    { title: 'T', content: 'x', extra: 1 },
  ],
  '/api/manage/knowledge/publish': [
    {},
    { ids: [] },
    { ids: ['a'] },
    { ids: [0] },
    { ids: [99999] },
  ],
  '/api/manage/knowledge/unpublish': [{}, { ids: [] }, { ids: [-1] }, { ids: [99999] }],
  '/api/manage/knowledge/delete': [{}, { ids: 'x' }, { ids: [1.5] }, { ids: [99999] }],
  ...treeMistyped('/api/manage/knowledge/category'),
  '/api/manage/search/hotwords/save': [
    {},
    { words: 'a' },
    { words: [5] },
    { words: [''] },
    { words: ['x'.repeat(21)] },
    { words: Array.from({ length: 11 }, (_, i) => `w${i}`) },
  ],
  '/api/manage/banner/list': [{ page: 0 }, { pageSize: 1000 }, { keyword: 'k'.repeat(101) }],
  '/api/manage/banner/save': [
    {},
    { title: 'B' },
    { title: '', imageUrl: '/covers/banner-1.svg' },
    { title: 'B', imageUrl: 'javascript:x' },
    { title: 'B', imageUrl: '/covers/banner-1.svg', linkUrl: 'javascript:x' },
    { title: 'B', imageUrl: '/covers/banner-1.svg', sort: -1 },
    { title: 'B', imageUrl: '/covers/banner-1.svg', enabled: 'yes' },
    { title: 'B', imageUrl: '/covers/banner-1.svg', startAt: 'tomorrow' },
    {
      title: 'B',
      imageUrl: '/covers/banner-1.svg',
      startAt: '2030-01-02T00:00:00Z',
      endAt: '2030-01-01T00:00:00Z',
    },
    { title: 'B', imageUrl: '/covers/banner-1.svg', id: 99999 },
  ],
  '/api/manage/banner/delete': [{}, { ids: [] }, { ids: ['a'] }, { ids: [99999] }],
};
// The learning record's calls
{
  const minePage = [
    { page: 0 },
    { page: 'x' },
    { pageSize: 1000 },
    { pageSize: -1 },
    { colour: 1 },
  ];
  const courseRef = [
    {},
    { courseId: 'x' },
    { courseId: 0 },
    { courseId: -1 },
    { courseId: 1.5 },
    { courseId: 99999999999 },
    { courseId: 1, extra: 1 },
  ];
  const scormRef = [
    {},
    { courseId: 1 },
    { resourceId: 1 },
    { courseId: 'a', resourceId: 1 },
    { courseId: 1, resourceId: 0 },
    { courseId: 1, resourceId: 1, x: 1 },
  ];
  Object.assign(MISTYPED, {
    '/api/study/me/check/learning/permission': courseRef,
    '/api/study/me/learning/progress': courseRef,
    '/api/study/me/learning/log/report': [
      {},
      { courseId: 1, resourceId: 1 },
      { courseId: 1, resourceId: 1, playId: 'short' },
      { courseId: 'x', resourceId: 1, playId: 'play-00000001' },
      { courseId: 1, resourceId: 1, playId: 'play-00000001', position: -5 },
      { courseId: 1, resourceId: 1, playId: 'play-00000001', position: 'end' },
      { courseId: 1, resourceId: 1, playId: 'play-00000001', ended: 'yes' },
      { courseId: 1, resourceId: 1, playId: 'p'.repeat(65) },
    ],
    '/api/study/me/learning/scorm/get': scormRef,
    '/api/study/me/learning/scorm/save': [
      ...scormRef,
      { courseId: 1, resourceId: 1 },
      { courseId: 1, resourceId: 1, cmi: 'x' },
      { courseId: 1, resourceId: 1, cmi: [1] },
      { courseId: 1, resourceId: 1, cmi: { core: 'x'.repeat(70_000) } },
    ],
    '/api/study/me/study/score': minePage,
    '/api/study/me/study/time': minePage,
    '/api/study/me/study/integral': minePage,
    '/api/study/me/study/totals': [],
    '/api/study/me/course/list': [...minePage, { state: 'done' }, { state: 1 }],
    '/api/study/me/learn/history': minePage,
    '/api/study/me/learning/archive': minePage,
    '/api/study/center/todo/list/course': minePage,
    '/api/study/rank/learnrank': [
      { period: 'year' },
      { period: 1 },
      { page: 0 },
      { pageSize: 500 },
      { x: 1 },
    ],
  });
}
MISTYPED['/api/study/audittmpl/auditreceiptbytodolist'] =
  MISTYPED['/api/study/audittmpl/auditreceiptbyinitlist']!;
MISTYPED['/api/study/me/EditIsInformationV2'] = MISTYPED['/api/study/me/EditIsInformation']!;
MISTYPED['/api/study/me/message/batchdel'] = MISTYPED['/api/study/me/message/batchread']!;

// Courses, categories, interactions
const idOnly = [
  {},
  { id: '1' },
  { id: null },
  { id: 0 },
  { id: [1] },
  { id: 99999999999 },
  { id: 1, x: 1 },
];
const itemMistyped = [
  {},
  { itemType: 2 },
  { itemType: '2', itemId: 1 },
  { itemType: 2, itemId: 0 },
  { itemType: 0, itemId: 1 },
  { itemType: 2, itemId: 'a' },
  { itemType: 2, itemId: 1.5 },
];
const idsMistyped = [{}, { ids: [] }, { ids: 'a' }, { ids: [0] }, { ids: [{}] }];
const mineMistyped = [{ page: 0 }, { pageSize: 500 }, { itemType: 'x' }, { page: 'a' }];
Object.assign(MISTYPED, {
  '/api/study/course/list': [
    { sort: 'oldest' },
    { page: 0 },
    { pageSize: 1000 },
    { categoryId: 'x' },
    { categoryId: 0 },
    { keyword: 5 },
    { keyword: 'k'.repeat(21) },
  ],
  '/api/manage/course/list': [
    { status: 'gone' },
    { categoryId: 'x' },
    { page: 0 },
    { pageSize: 201 },
    { keyword: 5 },
  ],
  '/api/manage/course/detail': idOnly,
  '/api/manage/course/publish': idOnly,
  '/api/manage/course/unpublish': idOnly,
  '/api/manage/course/copy': idOnly,
  '/api/manage/course/delete': idsMistyped,
  '/api/manage/course/save': [
    {},
    { title: '' },
    { title: '   ' },
    { title: 5 },
    { title: 'x'.repeat(101) },
    { title: 'A', cover: 'javascript:alert(1)' },
    { title: 'A', credits: -1 },
    { title: 'A', credits: 1.234 },
    { title: 'A', studyHours: 'a' },
    { title: 'A', secrecyLevel: 55 },
    { title: 'A', completionRule: 'some' },
    { title: 'A', visibility: 'limited' },
    { title: 'A', visibility: 'everyone' },
    { title: 'A', tags: 'a,b' },
    { title: 'A', startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
    { title: 'A', startAt: 'tomorrow' },
    { title: 'A', learnInSequence: 'yes' },
    { title: 'A', id: 'x' },
    { title: 'A', categoryId: 999999 },
    { title: 'A', lecturerId: 999999 },
    { title: 'A', prerequisiteId: 999999 },
    { title: 'A', visibility: 'limited', audience: { userIds: [999999] } },
    { title: 'A', extra: 1 },
  ],
  '/api/manage/course/structure/save': [
    {},
    { courseId: 'x', chapters: [] },
    { courseId: 999999, chapters: [] },
    { courseId: 1, chapters: 'x' },
    { courseId: 1, chapters: [{ title: '', resources: [] }] },
    { courseId: 1, chapters: [{ title: 'C', resources: [{ title: 'R', type: 7 }] }] },
    { courseId: 1, chapters: [{ title: 'C', resources: [{ title: 'R', type: 1 }] }] },
    {
      courseId: 1,
      chapters: [{ title: 'C', resources: [{ title: 'R', type: 5, content: '  ' }] }],
    },
    {
      courseId: 1,
      chapters: [{ title: 'C', resources: [{ title: 'R', type: 8, url: 'ftp://x' }] }],
    },
    {
      courseId: 1,
      chapters: [
        { title: 'C', resources: [{ title: 'R', type: 5, content: 'x', minSeconds: -1 }] },
      ],
    },
  ],
  ...treeMistyped('/api/manage/course/category'),
  '/api/study/interaction/state': itemMistyped,
  '/api/study/interaction/favorite': [
    ...itemMistyped,
    { itemType: 2, itemId: 1, on: 'yes' },
    { itemType: 2, itemId: 1 },
  ],
  '/api/study/interaction/like': [...itemMistyped, { itemType: 2, itemId: 1, on: 1 }],
  '/api/study/comment/list': [...itemMistyped, { itemType: 2, itemId: 1, page: 0 }],
  '/api/study/comment/add': [
    ...itemMistyped,
    { itemType: 2, itemId: 1, content: '' },
    { itemType: 2, itemId: 1, content: '   ' },
    { itemType: 2, itemId: 1, content: 'x'.repeat(501) },
    { itemType: 2, itemId: 1, content: 5 },
  ],
  '/api/study/me/favorite/list': mineMistyped,
  '/api/study/me/like/list': mineMistyped,
  '/api/study/me/comment/list': mineMistyped,
  '/api/study/me/favorite/batchdel': idsMistyped,
  '/api/study/me/comment/batchdel': idsMistyped,
});
// Homework, attachments, review
{
  const ids = [{}, { ids: [] }, { ids: ['a'] }, { ids: [0] }, { ids: [99999] }];
  const step = { title: 'S', content: 'C' };
  const homework = {
    title: 'H',
    startAt: '2030-01-01T00:00:00Z',
    endAt: '2030-02-01T00:00:00Z',
    steps: [step],
  };
  Object.assign(MISTYPED, {
    '/api/study/me/homework/list': [{ tab: 'x' }, { page: 0 }, { pageSize: 1000 }, { colour: 1 }],
    '/api/study/homework/step/save': [
      {},
      { homeworkId: 'x', stepId: 1, content: 'a' },
      { homeworkId: 1, stepId: 1 },
      { homeworkId: 1, stepId: 1, content: '   ' },
      { homeworkId: 1, stepId: 1, content: 5 },
      { homeworkId: 1, stepId: 1, fileIds: 'x' },
      { homeworkId: 1, stepId: 1, fileIds: [1, 2, 3, 4, 5, 6] },
      { homeworkId: 1, stepId: 1, fileIds: [1, 1] },
      { homeworkId: 99999, stepId: 1, content: 'a' },
      { homeworkId: 1, stepId: 1, content: 'a', extra: 1 },
    ],
    '/api/study/homework/submit': [
      {},
      { homeworkId: 'x' },
      { homeworkId: 0 },
      { homeworkId: 99999 },
    ],
    '/api/study/homework/upload/file': [{ file: 'aGk=' }, {}, { homeworkId: 1 }],
    '/api/study/homework/upload/chunk/init': [
      {},
      { homeworkId: 1, name: 'a.mp4', size: 10 },
      { homeworkId: 1, name: 'a.mp4', size: 'x', chunkSize: 4194304 },
      { homeworkId: 1, name: 'a/b.mp4', size: 10, chunkSize: 4194304 },
      { homeworkId: 1, name: 'a.mp4', size: 10, chunkSize: 1 },
      { homeworkId: 99999, name: 'a.mp4', size: 10, chunkSize: 4194304 },
    ],
    '/api/study/homework/upload/chunk/:uploadId/:index': [{}, { data: 'AAAA' }],
    '/api/study/homework/upload/chunk/:uploadId/complete': [{}, { homeworkId: 1 }],
    '/api/study/me/homework/vetting/list': [{ tab: 'x' }, { page: 'x' }, { keyword: 5 }],
    '/api/study/homework/vetting/save': [
      {},
      { submissionId: 1 },
      { submissionId: 1, action: 'pass', score: 1 },
      { submissionId: 1, action: 'evaluate' },
      { submissionId: 1, action: 'evaluate', score: 'x' },
      { submissionId: 1, action: 'evaluate', score: 1.25 },
      { submissionId: 1, action: 'evaluate', score: -1 },
      { submissionId: 1, action: 'return' },
      { submissionId: 99999, action: 'evaluate', score: 1 },
    ],
    '/api/manage/homework/list': [{ page: 0 }, { status: 'x' }, { keyword: 5 }],
    '/api/manage/homework/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }],
    '/api/manage/homework/save': [
      {},
      { ...homework, steps: [] },
      { ...homework, steps: 'x' },
      { ...homework, steps: [{ title: 'S' }] },
      { ...homework, steps: [{ title: 'S', content: ' ' }] },
      { ...homework, steps: [{ ...step, fileIds: [1, 2, 3, 4, 5, 6] }] },
      { ...homework, steps: [{ ...step, fileIds: [99999] }] },
      { ...homework, title: '' },
      { ...homework, startAt: 'soon' },
      { ...homework, endAt: '2029-01-01T00:00:00Z' },
      { ...homework, fullScore: 0 },
      { ...homework, fullScore: 1.5 },
      { ...homework, secrecyLevel: 1 },
      { ...homework, visibility: 'some' },
      { ...homework, visibility: 'limited' },
      { ...homework, reviewerIds: ['a'] },
      { ...homework, reviewerIds: [99999] },
      { ...homework, id: 99999 },
      { ...homework, extra: 1 },
    ],
    '/api/manage/homework/publish': ids,
    '/api/manage/homework/unpublish': ids,
    '/api/manage/homework/delete': ids,
    '/api/manage/homework/submissions': [
      {},
      { homeworkId: 'x' },
      { homeworkId: 99999 },
      { homeworkId: 1, status: 'x' },
    ],
    '/api/manage/homework/submission/detail': [{}, { id: 'x' }, { id: 99999 }],
  });
}

// Exams in the admin site, the reviewers' marking
const examSaveBase = {
  name: 'Exam',
  paperId: 1,
  startAt: '2030-01-01T09:00:00Z',
  endAt: '2030-01-01T10:00:00Z',
  durationMinutes: 30,
};
Object.assign(MISTYPED, {
  '/api/manage/dashboard/figures': [{ extra: 1 }, { departmentId: 'a' }],
  '/api/manage/dashboard/report/learners': [
    {},
    { kind: 'survey', itemId: 1 },
    { kind: 'course', itemId: 'a' },
    { kind: 'course', itemId: 0 },
    { kind: 'exam', itemId: 1, state: 'lost' },
    { kind: 'course', itemId: 1, departmentId: -1 },
    { kind: 'course', itemId: 1, page: 0 },
    { kind: 'course', itemId: 1, pageSize: 1000 },
    { kind: 'course', itemId: 1, extra: 1 },
  ],
  '/api/manage/dashboard/report/items': [
    {},
    { kind: 'survey' },
    { kind: 'course', keyword: 5 },
    { kind: 'exam', keyword: 'k'.repeat(51) },
    { kind: 'course', page: 0 },
    { kind: 'course', pageSize: 1000 },
    { kind: 'course', extra: 1 },
  ],
  '/api/manage/dashboard/departments': [{ extra: 1 }, { departmentId: 1 }],
  '/api/manage/dashboard/report/export': [
    {},
    { kind: 'course' },
    { kind: 1, itemId: 1 },
    { kind: 'exam', itemId: [1] },
    { kind: 'course', itemId: 1, page: 1 },
  ],
  '/api/manage/exam/list': [
    { page: 0 },
    { pageSize: 1000 },
    { status: 'open' },
    { kind: 'weekly' },
    { keyword: 5 },
    { keyword: 'k'.repeat(51) },
    { extra: 1 },
  ],
  '/api/manage/exam/detail': [{}, { id: 'a' }, { id: 0 }, { id: [1, 2] }, { id: 99999999999 }],
  '/api/manage/exam/save': [
    {},
    { ...examSaveBase, name: '' },
    { ...examSaveBase, name: 'x'.repeat(101) },
    { ...examSaveBase, paperId: 'a' },
    { ...examSaveBase, startAt: 'tomorrow' },
    { ...examSaveBase, startAt: '2030-01-01T11:00:00Z' },
    { ...examSaveBase, durationMinutes: 0 },
    { ...examSaveBase, durationMinutes: 1.5 },
    { ...examSaveBase, attemptsAllowed: -1 },
    { ...examSaveBase, scoreKept: 'first' },
    { ...examSaveBase, ipRanges: 'x' },
    { ...examSaveBase, resultVisibility: 'sometimes' },
    { ...examSaveBase, reviewerIds: [0] },
    { ...examSaveBase, visibility: 'limited', audience: { userIds: ['a'] } },
    { ...examSaveBase, extra: 1 },
  ],
  '/api/manage/exam/publish': [{}, { id: 'a' }, { id: 0 }, { id: -1 }],
  '/api/manage/exam/unpublish': [{}, { id: 'a' }, { id: 0 }, { id: -1 }],
  '/api/manage/exam/delete': [{}, { ids: [] }, { ids: 'a' }, { ids: [0] }, { ids: [{}] }],
  '/api/manage/exam/attempts': [
    {},
    { examId: 'a' },
    { examId: 1, status: 'lost' },
    { examId: 1, page: 0 },
    { examId: 1, extra: 1 },
  ],
  '/api/manage/exam/attempts/export': [{}, { examId: 'a' }, { examId: 1, status: 'lost' }],
  '/api/manage/exam/reviewers': [{ keyword: 5 }, { keyword: 'k'.repeat(51) }, { extra: 1 }],
  '/api/study/me/review/list': [{ tab: 'all' }, { page: 0 }, { pageSize: 51 }, { extra: 1 }],
  '/api/study/me/review/members': [{}, { examId: 'a' }, { examId: 1, tab: 'all' }],
  '/api/study/exam/review/save': [
    {},
    { attemptId: 'a', marks: [] },
    { attemptId: 1 },
    { attemptId: 1, marks: [{ questionId: 1, score: -1 }] },
    { attemptId: 1, marks: [{ questionId: 1, score: 'x' }] },
    { attemptId: 1, marks: [{ questionId: 0, score: 1 }] },
    { attemptId: 1, marks: [], finish: 'yes' },
  ],
});

// Installing the WeCom third-party app; its instruction callback (XML, its query checked first)
Object.assign(MISTYPED, {
  '/api/study/wxworkInstallApp': [
    { authCode: 5 },
    { authCode: 'code' },
    { authCode: '', state: 's' },
    { authCode: 'c'.repeat(513), state: 's' },
    { authCode: 'code', state: ['s'] },
    { state: 5 },
  ],
  '/api/study/wxwork/suite/callback': [{}, { Encrypt: 'x' }, { msg_signature: 'a' }],
  '/api/study/feishu/store/callback': [{}, { encrypt: '' }, { encrypt: 5 }, { challenge: 'x' }],
});

// Practice sessions, records, the wrong-question book; practice banks (admin)
const sessionOnly = [
  {},
  { sessionId: '1x' },
  { sessionId: 0 },
  { sessionId: [1] },
  { sessionId: 1, x: 1 },
];
const practicePaging = [{ page: 0 }, { pageSize: 500 }, { page: 'a' }, { x: 1 }];
Object.assign(MISTYPED, {
  '/api/study/practice/banks': [...practicePaging, { keyword: 5 }, { keyword: 'k'.repeat(51) }],
  '/api/study/practice/points': [{ bankIds: 'a' }, { bankIds: [0] }, { bankIds: [99999999] }],
  '/api/study/practice/simulation/list': practicePaging,
  '/api/study/practice/records': [...practicePaging, { mode: 'exam' }],
  '/api/study/practice/wrong/list': practicePaging,
  '/api/study/practice/wrong/remove': [
    {},
    { questionIds: [] },
    { questionIds: 'a' },
    { questionIds: [0] },
    { questionIds: [{}] },
  ],
  '/api/study/practice/start': [
    {},
    { mode: 'exam' },
    { mode: 'self' },
    { mode: 'self', bankIds: ['a'] },
    { mode: 'self', bankIds: [99999999] },
    { mode: 'self', bankIds: [1], count: 0 },
    { mode: 'self', bankIds: [1], count: 101 },
    { mode: 'self', bankIds: [1], types: [5] },
    { mode: 'self', bankIds: [1], restart: 'yes' },
    { mode: 'interest' },
    { mode: 'interest', knowledgePoints: [''] },
    { mode: 'interest', knowledgePoints: 'fire' },
    { mode: 'simulation' },
    { mode: 'simulation', simulationId: 99999999 },
    { mode: 'daily' },
    { mode: 'wrong' },
    { mode: 'daily', extra: 1 },
  ],
  '/api/study/practice/answer': [
    {},
    { sessionId: 1, questionId: 1, seq: 1 },
    { sessionId: 1, questionId: 1, value: {}, seq: 0 },
    { sessionId: 1, questionId: 1, value: { keys: 'A' }, seq: 1 },
    { sessionId: 1, questionId: 1, value: { keys: ['AB'] }, seq: 1 },
    { sessionId: 1, questionId: 1, value: { other: 1 }, seq: 1 },
    { sessionId: 'x', questionId: 1, value: {}, seq: 1 },
    { sessionId: 99999999, questionId: 1, value: { keys: ['A'] }, seq: 1 },
  ],
  '/api/study/practice/submit': [...sessionOnly, { sessionId: 99999999 }],
  '/api/manage/practice/banks': [
    { page: 0 },
    { pageSize: 201 },
    { enabled: 'yes' },
    { keyword: 5 },
  ],
  '/api/manage/practice/banks/save': [
    {},
    { bankIds: [1] },
    { bankIds: [], enabled: true },
    { bankIds: [0], enabled: true },
    { bankIds: [1], enabled: 'yes' },
    { bankIds: [99999999], enabled: true },
  ],
  '/api/manage/practice/settings/save': [
    {},
    { wrongRemoveAfter: 2 },
    { wrongRemoveAfter: 0, dailyCount: 10 },
    { wrongRemoveAfter: 11, dailyCount: 10 },
    { wrongRemoveAfter: 2, dailyCount: 101 },
    { wrongRemoveAfter: 1.5, dailyCount: 10 },
    { wrongRemoveAfter: 'a', dailyCount: 10 },
    { wrongRemoveAfter: 2, dailyCount: 10, x: 1 },
  ],
  '/api/manage/practice/simulation/list': [{ page: 0 }, { pageSize: 201 }, { keyword: 5 }],
  '/api/manage/practice/simulation/save': [
    {},
    { name: '', paperId: 1, durationMinutes: 10 },
    { name: 'x'.repeat(101), paperId: 1, durationMinutes: 10 },
    { name: 'A', paperId: 'x', durationMinutes: 10 },
    { name: 'A', paperId: 1, durationMinutes: 0 },
    { name: 'A', paperId: 1, durationMinutes: 601 },
    { name: 'A', paperId: 1, durationMinutes: 10, enabled: 'yes' },
    { name: 'A', paperId: 99999999, durationMinutes: 10 },
    { id: 99999999, name: 'A', paperId: 1, durationMinutes: 10 },
  ],
  '/api/manage/practice/simulation/delete': [...idsMistyped, { ids: [99999999] }],
});
// Question banks, questions, import and export, papers
const questionBodies = {
  bank: { bankId: 1, type: 5, stem: 'Why?' },
  paper: { name: 'P', mode: 'fixed', passRatio: 0.6, questions: [{ questionId: 1, score: 1 }] },
};
Object.assign(MISTYPED, {
  ...treeMistyped('/api/manage/question/category'),
  '/api/manage/question/bank/list': [
    { page: 0 },
    { pageSize: 500 },
    { categoryId: 'x' },
    { keyword: 5 },
  ],
  '/api/manage/question/bank/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }, { id: 1, x: 1 }],
  '/api/manage/question/bank/save': [
    {},
    { name: '' },
    { name: 5 },
    { name: 'x'.repeat(101) },
    { name: 'B', categoryId: 'x' },
    { name: 'B', description: {} },
    { name: 'B', id: 99999 },
    { name: 'B', extra: true },
  ],
  '/api/manage/question/bank/delete': [
    {},
    { ids: [] },
    { ids: 'x' },
    { ids: [0] },
    { ids: [99999] },
  ],
  '/api/manage/question/bank/stats': [
    {},
    { bankIds: [] },
    { bankIds: ['x'] },
    { bankIds: Array(51).fill(1) },
  ],
  '/api/manage/question/list': [{ page: 0 }, { type: 6 }, { difficulty: 0 }, { bankId: 'x' }],
  '/api/manage/question/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }],
  '/api/manage/question/save': [
    {},
    { ...questionBodies.bank, type: 'single' },
    { ...questionBodies.bank, stem: '' },
    { ...questionBodies.bank, stem: 5 },
    { ...questionBodies.bank, options: 'A' },
    { ...questionBodies.bank, options: [5] },
    { ...questionBodies.bank, answer: 'A' },
    { ...questionBodies.bank, answer: ['AB'] },
    { ...questionBodies.bank, blanks: ['a'] },
    { ...questionBodies.bank, difficulty: 9 },
    { ...questionBodies.bank, knowledgePoints: 'a' },
    { ...questionBodies.bank, children: {} },
    { ...questionBodies.bank, type: 8, children: [{ type: 8, stem: 'x' }] },
    { ...questionBodies.bank, bankId: 99999 },
    { ...questionBodies.bank, id: 99999 },
    { ...questionBodies.bank, extra: 1 },
  ],
  '/api/manage/question/delete': [{}, { ids: [] }, { ids: [1.5] }, { ids: [99999] }],
  '/api/manage/question/import': [{}, { file: 'x' }, { bankId: 1 }],
  '/api/manage/question/export': [
    { type: 0 },
    { bankId: 'x' },
    { difficulty: 'hard' },
    { bankId: 99999 },
    { x: 1 },
  ],
  '/api/manage/paper/list': [{ page: 0 }, { mode: 'mixed' }, { pageSize: 1000 }],
  '/api/manage/paper/detail': [{}, { id: 'x' }, { id: 99999 }],
  '/api/manage/paper/save': [
    {},
    { ...questionBodies.paper, mode: 'mixed' },
    { ...questionBodies.paper, passRatio: 0 },
    { ...questionBodies.paper, passRatio: '0.6' },
    { ...questionBodies.paper, questions: [] },
    { ...questionBodies.paper, questions: [{ questionId: 1, score: 0 }] },
    { ...questionBodies.paper, questions: [{ questionId: 99999, score: 1 }] },
    { ...questionBodies.paper, shuffleQuestions: 'yes' },
    {
      ...questionBodies.paper,
      mode: 'random',
      rules: [{ bankId: 1, type: 1, count: 0, score: 1 }],
    },
    {
      ...questionBodies.paper,
      mode: 'random',
      rules: [{ bankId: 99999, type: 1, count: 1, score: 1 }],
    },
    { ...questionBodies.paper, id: 99999 },
  ],
  '/api/manage/paper/delete': [{}, { ids: [] }, { ids: [99999] }],
  '/api/manage/paper/preview': [{}, { id: 'x' }, { id: 99999 }, { id: 1, seed: '../x' }],
});

// Questionnaires, votes and evaluations
{
  const surveyRef = [
    {},
    { surveyId: 'x' },
    { surveyId: 0 },
    { surveyId: 1.5 },
    { surveyId: 99999999999 },
    { surveyId: 1, targetId: 0 },
    { surveyId: 1, extra: 1 },
  ];
  const answersMistyped = [
    ...surveyRef.map((r) => ({ ...r, answers: {} })),
    { surveyId: 1 },
    { surveyId: 1, answers: [] },
    { surveyId: 1, answers: 'x' },
    { surveyId: 1, answers: { a: { keys: ['A'] } } },
    { surveyId: 1, answers: { 0: { keys: ['A'] } } },
    { surveyId: 1, answers: { 1: { keys: 'A' } } },
    { surveyId: 1, answers: { 1: { keys: ['AB'] } } },
    { surveyId: 1, answers: { 1: { text: 5 } } },
    { surveyId: 1, answers: { 1: { rating: 1.5 } } },
    { surveyId: 1, answers: { 1: { rating: 11 } } },
    { surveyId: 1, answers: { 1: { score: 3 } } },
    { surveyId: 99999, answers: {} },
  ];
  const question = {
    type: 'single',
    title: 'Q',
    options: [
      { key: 'A', text: 'a' },
      { key: 'B', text: 'b' },
    ],
  };
  const surveyIds = [{}, { ids: [] }, { ids: 'a' }, { ids: [0] }, { ids: [99999] }];
  const resultsRef = [
    {},
    { id: 'x' },
    { id: 0 },
    { id: 1, targetId: 'x' },
    { id: 99999 },
    { id: 1, x: 1 },
  ];
  Object.assign(MISTYPED, {
    '/api/study/survey/list': [
      { tab: 'later' },
      { kind: 'evaluation' },
      { page: 0 },
      { pageSize: 51 },
      { x: 1 },
    ],
    '/api/study/survey/detail': [...surveyRef, { surveyId: 99999 }],
    '/api/study/survey/draft': answersMistyped,
    '/api/study/survey/submit': answersMistyped,
    '/api/study/me/evaluate/list': [
      { tab: 'all' },
      { tab: 1 },
      { page: 0 },
      { pageSize: 100 },
      { x: 1 },
    ],
    '/api/manage/survey/list': [
      { kind: 'poll' },
      { status: 'gone' },
      { page: 0 },
      { pageSize: 201 },
      { keyword: 5 },
      { x: 1 },
    ],
    '/api/manage/survey/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }, { id: 1, x: 1 }],
    '/api/manage/survey/save': [
      {},
      { kind: 'questionnaire', title: 'S' },
      { kind: 'poll', title: 'S', questions: [question] },
      { kind: 'questionnaire', title: '', questions: [question] },
      { kind: 'questionnaire', title: 'S', questions: [] },
      { kind: 'questionnaire', title: 'S', questions: [{ ...question, type: 'essay' }] },
      { kind: 'questionnaire', title: 'S', questions: [{ ...question, options: [] }] },
      {
        kind: 'questionnaire',
        title: 'S',
        questions: [{ ...question, options: [{ key: 'a1', text: 'x' }] }],
      },
      {
        kind: 'questionnaire',
        title: 'S',
        questions: [{ type: 'rating', title: 'R', ratingMax: 2 }],
      },
      {
        kind: 'questionnaire',
        title: 'S',
        questions: [{ type: 'text', title: 'T', maxLength: 0 }],
      },
      { kind: 'questionnaire', title: 'S', questions: [question], startAt: 'tomorrow' },
      { kind: 'questionnaire', title: 'S', questions: [question], anonymous: 'yes' },
      { kind: 'questionnaire', title: 'S', questions: [question], visibility: 'some' },
      { kind: 'questionnaire', title: 'S', questions: [question], resultsVisibility: 'always' },
      {
        kind: 'questionnaire',
        title: 'S',
        questions: [question],
        pairs: [{ evaluatorId: 1, targetId: 2 }],
      },
      {
        kind: 'evaluation',
        title: 'S',
        questions: [question],
        pairs: [{ evaluatorId: 'a', targetId: 2 }],
      },
      { kind: 'vote', title: 'S', questions: [{ type: 'text', title: 'T' }] },
      { kind: 'questionnaire', title: 'S', questions: [question], id: 99999 },
      { kind: 'questionnaire', title: 'S', questions: [question], preconditionSurveyId: 99999 },
      { kind: 'questionnaire', title: 'S', questions: [question], x: 1 },
    ],
    '/api/manage/survey/publish': surveyIds,
    '/api/manage/survey/unpublish': surveyIds,
    '/api/manage/survey/delete': surveyIds,
    '/api/manage/survey/results': resultsRef,
    '/api/manage/survey/texts': [
      ...resultsRef,
      { id: 1 },
      { id: 1, questionId: 'x' },
      { id: 1, questionId: 1, page: 0 },
    ],
    '/api/manage/survey/export': resultsRef,
  });
}
// Training programmes
{
  const programmeRef = [{}, { id: 'a' }, { id: 0 }, { id: -1 }, { id: [1] }, { id: 1, x: 1 }];
  const progressRef = [{}, { programmeId: 'a' }, { programmeId: 0 }, { programmeId: 1, x: 1 }];
  const saveBase = { kind: 'project', name: 'P', stages: [] };
  Object.assign(MISTYPED, {
    '/api/study/programme/list': [
      {},
      { kind: 'plan' },
      { kind: 'map', page: 0 },
      { kind: 'map', pageSize: 51 },
      { kind: 'map', state: 'soon' },
      { kind: 'map', mine: 'yes' },
      { kind: 'map', keyword: 'k'.repeat(51) },
      { kind: 'map', x: 1 },
    ],
    '/api/study/programme/item/open': [
      {},
      { programmeId: 1 },
      { programmeId: 'a', itemId: 1 },
      { programmeId: 1, itemId: 0 },
      { programmeId: 1, itemId: 1, x: 1 },
    ],
    '/api/study/programme/supervised/list': [{ kind: 'plan' }, { page: 0 }, { x: 1 }],
    '/api/study/programme/supervised/learners': [
      ...progressRef,
      { programmeId: 1, state: 'done' },
      { programmeId: 1, departmentId: 'a' },
      { programmeId: 1, pageSize: 1000 },
    ],
    '/api/study/programme/supervised/departments': progressRef,
    '/api/manage/programme/list': [
      {},
      { kind: 'plan' },
      { kind: 'map', status: 'live' },
      { kind: 'map', x: 1 },
    ],
    '/api/manage/programme/detail': programmeRef,
    '/api/manage/programme/save': [
      {},
      { ...saveBase, kind: 'plan' },
      { ...saveBase, name: '' },
      { ...saveBase, name: 'x'.repeat(101) },
      { ...saveBase, startAt: 'tomorrow' },
      { ...saveBase, startAt: '2030-02-01T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
      { ...saveBase, orderMode: 'random' },
      { ...saveBase, bySignup: 'yes' },
      { ...saveBase, minElectives: -1 },
      { ...saveBase, cover: 'javascript:alert(1)' },
      { ...saveBase, audience: { userIds: ['a'] } },
      { ...saveBase, supervisorIds: [0] },
      { ...saveBase, stages: [{ name: 'S', items: [] }] },
      { ...saveBase, stages: [{ name: 'S', items: [{ itemType: 99, refId: 1 }] }] },
      { ...saveBase, stages: [{ name: '', items: [{ itemType: 2, refId: 1 }] }] },
      { ...saveBase, programmeIds: ['a'] },
      { ...saveBase, x: 1 },
    ],
    '/api/manage/programme/publish': programmeRef,
    '/api/manage/programme/unpublish': programmeRef,
    '/api/manage/programme/delete': programmeRef,
    '/api/manage/programme/members/add': [
      ...progressRef,
      { programmeId: 1, userIds: [] },
      { programmeId: 1, userIds: ['a'] },
    ],
    '/api/manage/programme/members/remove': [
      ...progressRef,
      { programmeId: 1, userIds: [] },
      { programmeId: 1, userIds: [0] },
    ],
    '/api/manage/programme/report/learners': [...progressRef, { programmeId: 1, state: 'done' }],
    '/api/manage/programme/report/departments': progressRef,
    '/api/manage/programme/report/export': progressRef,
  });
}
// Taking exams
{
  const attemptRef = [
    {},
    { attemptId: 'x' },
    { attemptId: 0 },
    { attemptId: -1 },
    { attemptId: 1.5 },
    { attemptId: [1] },
    { attemptId: 99999999999 },
    { attemptId: 1, extra: 1 },
  ];
  const answer = { questionId: 1, value: { keys: ['A'] }, seq: 1 };
  Object.assign(MISTYPED, {
    '/api/study/me/exam/list': [
      { kind: 'weekly' },
      { tab: 'later' },
      { page: 0 },
      { pageSize: 51 },
      { kind: 1 },
      { x: 1 },
    ],
    '/api/study/exam/start': [
      {},
      { examId: 'x' },
      { examId: 0 },
      { examId: 1, password: 5 },
      { examId: 1, password: 'x'.repeat(33) },
      { examId: 1, signature: 'not a data url' },
      { examId: 1, signature: 'data:image/gif;base64,AAAA' },
      { examId: 1, signature: 5 },
      { examId: 1, extra: true },
    ],
    '/api/study/exam/answer': [
      ...attemptRef,
      { attemptId: 1, ...answer, seq: 0 },
      { attemptId: 1, ...answer, seq: 1.5 },
      { attemptId: 1, ...answer, seq: 'x' },
      { attemptId: 1, ...answer, questionId: 0 },
      { attemptId: 1, ...answer, value: 'A' },
      { attemptId: 1, ...answer, value: { keys: 'A' } },
      { attemptId: 1, ...answer, value: { keys: ['AB'] } },
      { attemptId: 1, ...answer, value: { keys: [1] } },
      { attemptId: 1, ...answer, value: { blanks: [1] } },
      { attemptId: 1, ...answer, value: { text: 'x'.repeat(20_001) } },
      { attemptId: 1, ...answer, value: { other: 1 } },
      { attemptId: 1, ...answer, extra: 1 },
    ],
    '/api/study/exam/answers': [
      ...attemptRef,
      { attemptId: 1, items: [] },
      { attemptId: 1, items: 'x' },
      { attemptId: 1, items: [{ ...answer, seq: -1 }] },
      { attemptId: 1, items: [{ ...answer, attemptId: 1 }] },
      { attemptId: 1, items: Array.from({ length: 201 }, () => answer) },
    ],
    '/api/study/exam/screen-switch': attemptRef,
    '/api/study/exam/submit': attemptRef,
    '/api/study/exam/records': [
      {},
      { examId: 'x' },
      { examId: 0 },
      { examId: 1, page: 0 },
      { examId: 1, pageSize: 51 },
      { examId: 1, extra: 1 },
    ],
  });
}
// Templates, issued certificates, the learner's lists and PDF
{
  const certRef = [{}, { id: 'x' }, { id: 0 }, { id: -1 }, { id: [1] }, { id: 1, extra: 1 }];
  const paging = [{ page: 0 }, { pageSize: 51 }, { page: 'x' }, { extra: 1 }];
  const field = {
    kind: 'holderName',
    x: 50,
    y: 40,
    fontSize: 20,
    colour: '#000000',
    align: 'left',
  };
  const design = { name: 'A', page: 'a4Landscape', fields: [field] };
  const designs = [
    {},
    { ...design, name: 5 },
    { ...design, page: 'letter' },
    { ...design, fields: 'x' },
    { ...design, fields: [] },
    { ...design, fields: [{ ...field, kind: 'photo' }] },
    { ...design, fields: [{ ...field, x: -1 }] },
    { ...design, fields: [{ ...field, fontSize: 500 }] },
    { ...design, fields: [{ ...field, colour: 'red' }] },
    { ...design, fields: [{ ...field, align: 'justify' }] },
    { ...design, fields: [{ ...field, kind: 'customText' }] },
    { ...design, backgroundFileId: 'x' },
    { ...design, extra: 1 },
  ];
  const save = { ...design, validityMonths: 0, enabled: true, sources: [] };
  const listQuery = [{ page: 0 }, { pageSize: 1000 }, { keyword: 5 }, { keyword: 'x'.repeat(101) }];
  Object.assign(MISTYPED, {
    '/api/study/me/certificates': paging,
    '/api/study/me/dangerouscert/list': paging,
    '/api/study/me/certificate/pdf': certRef,
    '/api/manage/certificate/template/list': listQuery,
    '/api/manage/certificate/template/detail': certRef,
    '/api/manage/certificate/template/save': [
      ...designs,
      { ...save, validityMonths: -1 },
      { ...save, validityMonths: 1.5 },
      { ...save, validityMonths: 601 },
      { ...save, enabled: 'yes' },
      { ...save, sources: [{ kind: 'survey', itemId: 1 }] },
      { ...save, sources: [{ kind: 'course', itemId: 0 }] },
      { ...save, sources: 'x' },
      { ...save, id: 0 },
    ],
    '/api/manage/certificate/template/delete': [{}, { ids: [] }, { ids: 'x' }, { ids: [0] }],
    '/api/manage/certificate/template/sample': designs,
    '/api/manage/certificate/list': [...listQuery, { state: 'lost' }, { templateId: 0 }],
    '/api/manage/certificate/issue': [
      {},
      { templateId: 1 },
      { templateId: 1, userIds: [] },
      { templateId: 1, userIds: ['x'] },
      { templateId: 'x', userIds: [1] },
      { templateId: 1, userIds: [1], extra: 1 },
    ],
    '/api/manage/certificate/revoke': [
      ...certRef,
      { id: 1, reason: 5 },
      { id: 1, reason: 'x'.repeat(201) },
    ],
    '/api/manage/certificate/pdf': certRef,
    '/api/manage/certificate/export': [{ state: 'lost' }, { templateId: 'x' }, { keyword: 5 }],
  });
}

// The to-do centre, the training report, admin item pickers
NO_BODY.add('/api/study/center/todo/menu');
Object.assign(MISTYPED, {
  '/api/study/center/todo/menu': [],
  '/api/study/center/todo/list': [
    { menuType: 'weekly' },
    { menuType: 1 },
    { taskType: 'x' },
    { taskType: [1.5] },
    { taskType: Array.from({ length: 21 }, () => 10) },
    { state: 'later' },
    { unfinished: 'yes' },
    { keyword: 'x'.repeat(51) },
    { page: 0 },
    { pageSize: 101 },
  ],
  '/api/study/train/report/member/train/detail': [{ period: 'decade' }, { period: 1 }, { x: 1 }],
  '/api/study/train/report/member/train/tasklist': [
    { taskType: 'x' },
    { taskType: 0 },
    { completed: 'yes' },
    { page: 0 },
    { pageSize: 51 },
    { x: 1 },
  ],
  '/api/manage/items/search': [
    {},
    { kind: 'movie' },
    { kind: 1 },
    { kind: 'course', keyword: 5 },
    { kind: 'course', keyword: 'x'.repeat(51) },
  ],
});

// Individual development plans and study plans
{
  const plan = {
    year: 2026,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    supervisorId: 99999,
    resources: [{ kind: 'homework', title: 'H', steps: [{ title: 'S' }] }],
  };
  const studyPlan = {
    name: 'P',
    startAt: '2026-01-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    departments: [{ departmentId: 99999 }],
  };
  const submit = { subPlanId: 99999, values: {}, items: [{ kind: 'course', itemId: 1 }] };
  Object.assign(MISTYPED, {
    '/api/study/idp/list': [{ tab: 'all' }, { status: 5 }, { page: 0 }, { pageSize: 51 }, { x: 1 }],
    '/api/study/idp/save': [
      {},
      plan,
      { ...plan, year: 1999 },
      { ...plan, year: '2026' },
      { ...plan, startDate: '2026-13-01' },
      { ...plan, startDate: '2026-12-31', endDate: '2026-01-01' },
      { ...plan, supervisorId: 'x' },
      { ...plan, resources: [] },
      { ...plan, resources: 'x' },
      { ...plan, resources: [{ kind: 'video', itemId: 1 }] },
      { ...plan, resources: [{ kind: 'exam', itemId: 1 }] },
      { ...plan, resources: [{ kind: 'exam', itemId: 1, passPercent: 0 }] },
      { ...plan, resources: [{ kind: 'course', itemId: 0 }] },
      { ...plan, resources: [{ kind: 'homework', title: 'H', steps: [] }] },
      {
        ...plan,
        resources: [
          { kind: 'homework', title: 'H', steps: [{ title: 'S' }], fileIds: [1, 2, 3, 4, 5, 6] },
        ],
      },
      { ...plan, id: 99999 },
      { ...plan, extra: 1 },
    ],
    '/api/study/idp/withdraw': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }, { id: 1, x: 1 }],
    '/api/study/idp/decide': [
      {},
      { id: 99999, decision: 'pass' },
      { id: 1, decision: 'maybe' },
      { id: 1, decision: 'reject' },
      { id: 1, decision: 'pass', remark: 5 },
      { id: 1, decision: 'pass', x: 1 },
    ],
    '/api/study/idp/homework/step': [
      {},
      { id: 99999, resourceId: 1, step: 0, done: true },
      { id: 1, resourceId: 1, step: -1, done: true },
      { id: 1, resourceId: 1, step: 0, done: 'yes' },
      { id: 1, resourceId: 'x', step: 0, done: true },
    ],
    '/api/study/idp/item/search': [
      {},
      { kind: 'homework' },
      { kind: 'course', keyword: 5 },
      { kind: 'course', keyword: 'x'.repeat(21) },
    ],
    '/api/study/idp/supervisor/search': [{ keyword: 5 }, { keyword: 'x'.repeat(21) }, { x: 1 }],
    '/api/study/idp/upload/file': [{ file: 'aGk=' }, {}],
    '/api/study/plan/list': [{ page: 0 }, { pageSize: 51 }, { x: 1 }],
    '/api/study/plan/managerlist': [{ page: 0 }, { pageSize: 51 }, { x: 1 }],
    '/api/study/plan/managersubmit': [
      {},
      submit,
      { ...submit, subPlanId: 'x' },
      { ...submit, values: [] },
      { ...submit, values: { a: 5 } },
      { ...submit, items: [] },
      { ...submit, items: [{ kind: 'news', itemId: 1 }] },
      { ...submit, items: [{ kind: 'course', itemId: 0 }] },
      { ...submit, x: 1 },
    ],
    '/api/study/subplan/audit/remark': [
      {},
      { subPlanId: 99999, decision: 'pass' },
      { subPlanId: 1, decision: 'maybe' },
      { subPlanId: 1, decision: 'reject' },
      { subPlanId: 1, decision: 'pass', x: 1 },
    ],
    '/api/study/planfield/list': [{}, { planId: 'x' }, { planId: 0 }, { planId: 99999 }],
    '/api/manage/study/plan/list': [{ page: 0 }, { pageSize: 201 }, { keyword: 5 }],
    '/api/manage/study/plan/save': [
      {},
      studyPlan,
      { ...studyPlan, name: '' },
      { ...studyPlan, startAt: 'soon' },
      { ...studyPlan, startAt: '2027-01-01T00:00:00Z' },
      { ...studyPlan, departments: [] },
      { ...studyPlan, departments: [{ departmentId: 'x' }] },
      { ...studyPlan, fields: [{ key: 'A B', name: 'F', type: 'text' }] },
      { ...studyPlan, fields: [{ key: 'a', name: 'F', type: 'colour' }] },
      { ...studyPlan, id: 99999 },
      { ...studyPlan, x: 1 },
    ],
    '/api/manage/study/plan/delete': [{}, { ids: [] }, { ids: ['a'] }, { ids: [0] }],
  });
}
// Face-to-face sessions, attendance, leave, evaluations
{
  const session = [{}, { sessionId: 'x' }, { sessionId: 0 }, { sessionId: 1, extra: 1 }];
  const paged = [...session, { sessionId: 1, page: 0 }, { sessionId: 1, pageSize: 1000 }];
  const save = {
    name: 'S',
    lessonHours: 1,
    address: 'A',
    lecturer: 'L',
    startAt: '2030-01-01T09:00:00Z',
    endAt: '2030-01-01T11:00:00Z',
  };
  const manager = (p: string) => ({
    [`${p}/attendance/list`]: [...paged, { sessionId: 1, state: 'gone' }],
    [`${p}/attendance/correct`]: [
      {},
      { sessionId: 1, userId: 1, signInAt: null, signOutAt: null },
      { sessionId: 1, userId: 1, signInAt: 'now', signOutAt: null, reason: 'r' },
      { sessionId: 1, userId: 1, signInAt: null, signOutAt: null, reason: ' ' },
      {
        sessionId: 1,
        userId: 1,
        signInAt: '2030-01-01T10:00:00Z',
        signOutAt: '2030-01-01T09:00:00Z',
        reason: 'r',
      },
      { sessionId: 99999, userId: 1, signInAt: null, signOutAt: null, reason: 'r' },
    ],
    [`${p}/attendance/grade`]: [
      {},
      { sessionId: 1, userId: 1, grade: -1 },
      { sessionId: 1, userId: 1, grade: 101 },
      { sessionId: 1, userId: 1, grade: 'a' },
      { sessionId: 99999, userId: 1, grade: 50 },
    ],
    [`${p}/attendance/import`]: [{}, { file: 'x' }, { sessionId: 1 }],
    [`${p}/attendance/export`]: [
      ...session,
      { sessionId: 1, utcOffset: 2000 },
      { sessionId: 99999 },
    ],
    [`${p}/leave/list`]: [...paged, { sessionId: 1, status: 'x' }],
    [`${p}/leave/decide`]: [
      {},
      { leaveId: 'x', approve: true },
      { leaveId: 1, approve: 'yes' },
      { leaveId: 1, approve: false },
      { leaveId: 99999, approve: true },
    ],
    [`${p}/evaluation/list`]: paged,
  });
  Object.assign(MISTYPED, {
    '/api/study/face/list': [{ timeState: 'x' }, { page: 0 }, { pageSize: 1000 }, { x: 1 }],
    '/api/study/face/sign': [
      {},
      { sessionId: 1, action: 'in' },
      { sessionId: 1, action: 'sideways', token: 't' },
      { sessionId: 'x', action: 'in', token: 't' },
      { sessionId: 1, action: 'in', token: '' },
      { sessionId: 1, action: 'in', token: 't'.repeat(101) },
      { sessionId: 99999, action: 'in', token: 't' },
    ],
    '/api/study/face/leave/request': [
      {},
      { sessionId: 1 },
      { sessionId: 1, reason: ' ' },
      { sessionId: 1, reason: 'r'.repeat(501) },
      { sessionId: 99999, reason: 'r' },
    ],
    '/api/study/face/leave/cancel': [{}, { leaveId: 'x' }, { leaveId: 0 }, { leaveId: 99999 }],
    '/api/study/face/evaluate': [
      {},
      { sessionId: 1, rating: 0 },
      { sessionId: 1, rating: 6 },
      { sessionId: 1, rating: 2.5 },
      { sessionId: 1, rating: 3, comment: 'c'.repeat(501) },
      { sessionId: 99999, rating: 3 },
    ],
    '/api/study/face/manage/list': [{ page: 0 }, { pageSize: 1000 }, { x: 1 }],
    '/api/manage/face/list': [{ page: 0 }, { pageSize: 1000 }, { timeState: 'x' }],
    '/api/manage/face/detail': [{}, { id: 'x' }, { id: 0 }, { id: 99999 }, { id: 1, x: 1 }],
    '/api/manage/face/delete': [{}, { ids: [] }, { ids: ['a'] }, { ids: [0] }, { ids: [99999] }],
    '/api/manage/face/save': [
      {},
      { ...save, name: '' },
      { ...save, lessonHours: 0 },
      { ...save, address: '' },
      { ...save, lecturer: ' ' },
      { ...save, startAt: 'soon' },
      { ...save, endAt: '2029-01-01T00:00:00Z' },
      { ...save, schedule: 'x' },
      { ...save, materialIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      { ...save, materialIds: [99999] },
      { ...save, managerIds: [99999] },
      { ...save, audience: { userIds: [99999] } },
      { ...save, signInBeforeMinutes: -1 },
      { ...save, lateAfterMinutes: 1441 },
      { ...save, requireSignOut: 'yes' },
      { ...save, id: 99999 },
      { ...save, extra: 1 },
    ],
    ...manager('/api/study/face/manage'),
    ...manager('/api/manage/face'),
  });
}
// Sign-ups, classroom reservations, rooms
{
  const signup = {
    kind: 3,
    title: 'S',
    startAt: '2030-01-01T00:00:00Z',
    endAt: '2030-02-01T00:00:00Z',
    fields: [{ key: 'f1', label: 'L', type: 'text' }],
  };
  const ids = [{}, { ids: [] }, { ids: ['a'] }, { ids: [0] }, { ids: [99999] }];
  const people = [{}, { signupId: 'x' }, { signupId: 1, state: 'x' }, { signupId: 1, page: 0 }];
  Object.assign(MISTYPED, {
    '/api/study/signup/list': [{ tab: 'x' }, { page: 0 }, { pageSize: 1000 }],
    '/api/study/signup/submit': [
      {},
      { signupId: 'x' },
      { signupId: 0 },
      { signupId: 99999 },
      { signupId: 1, values: 'x' },
      { signupId: 1, values: { a: 5 } },
      { signupId: 1, reservation: { roomId: 1 } },
      {
        signupId: 1,
        reservation: { roomId: 1, startAt: '2030-01-01T10:00:00Z', endAt: '2030-01-01T09:00:00Z' },
      },
      { signupId: 1, extra: 1 },
    ],
    '/api/study/signup/cancel': [{}, { signupId: 'x' }, { signupId: 99999 }, { signupId: 1, a: 1 }],
    '/api/study/signup/room/slots': [
      {},
      { signupId: 1, roomId: 1 },
      { signupId: 1, roomId: 1, from: 'x', to: 'y' },
      { signupId: 99999, roomId: 1, from: '2030-01-01T00:00:00Z', to: '2030-01-02T00:00:00Z' },
    ],
    '/api/manage/signup/list': [{ page: 0 }, { kind: 9 }, { status: 'x' }],
    '/api/manage/signup/detail': [{}, { id: 'x' }, { id: 99999 }],
    '/api/manage/signup/save': [
      {},
      { ...signup, kind: 9 },
      { ...signup, title: '  ' },
      { ...signup, startAt: 'x' },
      { ...signup, endAt: '2029-01-01T00:00:00Z' },
      { ...signup, fields: [] },
      { ...signup, capacity: -1 },
      { ...signup, kind: 1 },
      { ...signup, departmentIds: ['a'] },
      { ...signup, departmentIds: [99999] },
      { ...signup, id: 99999 },
      { ...signup, extra: 1 },
    ],
    '/api/manage/signup/status': [
      {},
      { ids: [1], status: 'x' },
      { ids: [99999], status: 'closed' },
    ],
    '/api/manage/signup/delete': ids,
    '/api/manage/signup/people': people,
    '/api/manage/signup/people/export': people,
    '/api/manage/signup/room/list': [{ page: 0 }, { pageSize: 'x' }],
    '/api/manage/signup/room/save': [
      {},
      { name: 'R', place: 'P' },
      { name: 'R', place: 'P', capacity: 0 },
      { name: ' ', place: 'P', capacity: 1 },
      { name: 'R', place: 'P', capacity: 1, id: 99999 },
    ],
    '/api/manage/signup/room/delete': ids,
  });
}

// issue 22: replies to me, my documents, contact search
Object.assign(MISTYPED, {
  '/api/study/me/reply/list': [{ page: 0 }, { pageSize: 500 }, { page: 'a' }, { itemType: 2 }],
  '/api/study/me/document/list': [{ page: 0 }, { pageSize: 51 }, { page: 'a' }, { userId: 1 }],
  '/api/study/contact/search': [
    {},
    { keyword: 5 },
    { keyword: 'a' },
    { keyword: 'x'.repeat(21) },
    { keyword: 'ab', pageSize: 21 },
    { keyword: 'ab', page: 11 },
    { keyword: 'ab', companyId: 1 },
  ],
});

describe('request bodies on every POST route', () => {
  let s: TestServer;
  let token: string;
  let before: TProfile;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, company.id);
    const dept = await buildDepartment(s.db, company.id, 'Head office');
    const user = await buildUser(s.db, {
      companyId: company.id,
      needsInformation: true,
      departmentId: dept.id,
      realName: 'Body Tester',
      // An administrator, so that /api/manage routes check the body rather than refuse (ret 7).
      roles: ['admin'],
    });
    token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    before = (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data;
  });
  afterAll(() => s.close());

  it('the table has POST routes to check', () => {
    expect(POST_ROUTES.length).toBeGreaterThanOrEqual(10);
    for (const path of POST_ROUTES) expect(MISTYPED, path).toHaveProperty([path]);
  });

  it('the routes said to read no body declare none, and every other one does', () => {
    const defs = ENDPOINTS as Record<string, EndpointDef>;
    for (const path of NO_BODY) expect(defs[`POST ${path}`]?.body, path).toBeUndefined();
    for (const path of POST_ROUTES.filter((p) => !NO_BODY.has(p))) {
      const def = defs[`POST ${path}`]!;
      // A body, a multipart form or raw bytes; or a call that takes everything from its path.
      expect(
        def.body ?? def.upload ?? def.octetStream ?? def.xmlBody ?? def.params,
        path,
      ).toBeDefined();
    }
  });

  describe.each(POST_ROUTES)('POST %s', (path) => {
    it('malformed JSON is HTTP 400 with the envelope, in the caller language', async () => {
      for (const raw of ['{"account":', '{account: 1}', "{'a':1}", '{"a":1,}', '\u0000', 'nul']) {
        const res = await s.api.call('POST', path, { raw, token });
        expect(res.status, raw).toBe(400);
        expect(res.body, raw).toEqual({
          ret: 1,
          msg: 'The request body is not valid JSON',
          data: null,
        });
      }
      const zh = await s.api.call('POST', path, { raw: '{"a":', token, lang: 'zh-TW' });
      expect(zh.body.msg).toBe('請求內容格式錯誤');
    });

    it('an empty body sent as JSON is HTTP 400', async () => {
      const res = await s.api.call('POST', path, {
        raw: '',
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.ret).toBe(1);
    });

    it('a body over the limit is HTTP 413', async () => {
      const res = await s.api.call('POST', path, {
        raw: JSON.stringify({ x: 'y'.repeat(1_100_000) }),
        token,
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ ret: 1, msg: 'The request body is too large', data: null });
    });

    it('an unsupported content type is HTTP 415', async () => {
      const res = await s.api.call('POST', path, {
        raw: 'account=a&password=b',
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ ret: 1, msg: 'Unsupported request content type', data: null });
    });

    it.each(WRONG_JSON)('%s is refused, never a 5xx', async (_name, raw) => {
      const res = await s.api.call('POST', path, { raw, token });
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.msg).toBe('string');
      if (NO_BODY.has(path)) {
        // These routes read no body: whatever JSON comes, they answer as usual.
        expect(res.status).toBe(200);
        expect(res.body.ret).toBe(0);
        return;
      }
      expect(res.body.ret).not.toBe(0);
      if (res.status === 200) expect(res.body.ret).toBe(1);
    });

    it('mistyped fields are refused with ret 1 or a 4xx, never a 5xx', async () => {
      for (const body of MISTYPED[path] ?? []) {
        const res = await s.api.post(path, body, { token });
        const label = JSON.stringify(body).slice(0, 80);
        expect(res.status, label).toBeLessThan(500);
        expect(res.body.ret, label).not.toBe(0);
        if (res.status === 200) expect(res.body.ret, label).toBe(1);
        expect(res.body.msg, label).not.toMatch(/Error|expected|received|at \//);
      }
    });
  });

  it('mistyped login fields give the catalogue message, not a zod text', async () => {
    expect(
      (await s.api.post('/api/study/accountLogin', { account: 123, password: 'x' })).body,
    ).toEqual({
      ret: 1,
      msg: 'Please enter account',
      data: { field: 'account' },
    });
    expect((await s.api.post('/api/study/refreshToken', { refreshToken: {} })).body.msg).toBe(
      'Your sign-in is no longer valid. Please sign in again',
    );
    expect(
      (await s.api.post('/api/study/me/website/change', { websiteId: 'abc' }, { token })).body,
    ).toEqual({
      ret: 1,
      msg: 'Parameter error',
      data: { field: 'websiteId' },
    });
  });

  it('unknown keys in editprofile are refused (ret 1) and change nothing', async () => {
    const res = await s.api.post(
      '/api/study/me/editprofile',
      { realName: 'Mallory', roles: ['admin'] },
      { token },
    );
    expect(res.body).toEqual({ ret: 1, msg: 'Unknown field: roles', data: { field: '' } });
    const zh = await s.api.post(
      '/api/study/me/editprofile',
      { nickname: 'x' },
      { token, lang: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('包含未知字段：nickname');
    const after = (await s.api.get<TProfile>('/api/study/me/profile', { token })).body.data;
    expect(after).toEqual(before);
  });

  it('nothing above changed the caller', async () => {
    const after = await s.api.get<TProfile>('/api/study/me/profile', { token });
    expect(after.body.ret).toBe(0);
    expect(after.body.data).toEqual(before);
  });
});
