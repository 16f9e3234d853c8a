/**
 * The route table: every call of spec section 7 (and the extra calls decisions.md allows),
 * the module that serves it, or null while it is not built. One file, so anyone can see
 * what exists. A test checks that the server registers exactly the calls marked with a
 * module, and nothing else under /api.
 */
export type Method = 'GET' | 'POST';
export interface RouteEntry {
  method: Method;
  path: string;
  module: string | null;
}

const r = (method: Method, path: string, module: string | null = null): RouteEntry => ({
  method,
  path,
  module,
});

export const ROUTE_TABLE: RouteEntry[] = [
  // operators
  r('GET', '/api/health', 'health'),
  r('GET', '/api/files/*', 'files'),
  // Auth (spec s.7 "Auth")
  r('POST', '/api/study/platform/config', 'company'),
  r('POST', '/api/study/accountLogin', 'auth'),
  r('POST', '/api/study/accountCheck'),
  r('POST', '/api/study/loginMobile'),
  r('POST', '/api/study/openfaceLogin'),
  r('POST', '/api/study/refreshToken', 'auth'),
  r('GET', '/api/study/me/logout', 'auth'),
  r('POST', '/api/study/autoauth'),
  r('POST', '/api/study/feishuPCLogin'),
  r('POST', '/api/study/feishuBuildPCLogin'),
  r('POST', '/api/study/dingtalkPCLogin'),
  r('POST', '/api/study/dingtalkH5Login'),
  r('POST', '/api/study/wxworkPCLogin'),
  r('POST', '/api/study/wxworkH5Login'),
  r('POST', '/api/study/weixinH5Login'),
  r('POST', '/api/study/customer/wxwork/config'),
  r('POST', '/api/study/wxworkInstallApp'),
  r('POST', '/api/study/ssoPCLogin'),
  r('POST', '/api/study/ssoPCLoginV2'),
  r('POST', '/api/study/OIDCGetAuthUrl'),
  r('POST', '/api/study/OIDCCallBack'),
  r('POST', '/api/study/IAMGetAuthUrl'),
  r('POST', '/api/study/IAMCallBack'),
  r('POST', '/api/study/htsy/auth'),
  r('POST', '/api/study/gatewayauth'),
  r('POST', '/api/study/home/todoauth'),
  r('POST', '/api/study/bpm/auth'),
  r('GET', '/api/study/login/qrcode/new'),
  r('POST', '/api/study/login/qrcode/state'),
  r('POST', '/api/study/me/createauth'),
  r('POST', '/api/study/switchAuth'),
  r('POST', '/api/study/me/switchunit'),
  r('GET', '/api/study/captcha', 'auth'),
  r('POST', '/api/study/mobile/sendcode'),
  r('POST', '/api/study/sendcode'),
  r('POST', '/api/study/resetpass'),
  r('GET', '/api/study/publickey', 'auth'),
  r('POST', '/api/study/me/editpass', 'auth'),
  // Registration
  r('POST', '/api/study/register/individual'),
  r('POST', '/api/study/register/enterprise'),
  r('POST', '/api/study/enterprise/search'),
  // Profile
  r('GET', '/api/study/me/profile', 'user'),
  r('POST', '/api/study/me/editprofile', 'user'),
  r('POST', '/api/study/me/upload/avatar', 'user'),
  r('GET', '/api/study/me/IsInformation', 'personnel'),
  r('POST', '/api/study/me/EditIsInformation', 'personnel'),
  r('POST', '/api/study/me/EditIsInformationV2', 'personnel'),
  r('POST', '/api/study/me/AuditReceiptSubmit', 'audit'),
  r('POST', '/api/study/me/saveface'),
  r('POST', '/api/study/me/upload/openface'),
  r('POST', '/api/study/me/upload/facecontrast'),
  r('POST', '/api/study/me/facecontrast/submit'),
  r('POST', '/api/study/me/upload/faceliev'),
  r('GET', '/api/study/me/1/customer'),
  r('GET', '/api/study/me/customer/field/:id/list'),
  r('POST', '/api/study/me/website/change', 'company'),
  // company config and menus the shell needs (paths not shown in the spec)
  r('GET', '/api/study/me/company/config', 'company'),
  r('GET', '/api/study/home/menu/pc', 'company'),
  // Messages
  r('GET', '/api/study/me/message/count', 'message'),
  r('POST', '/api/study/me/message/list'),
  r('POST', '/api/study/me/message/batchread'),
  r('POST', '/api/study/me/message/batchdel'),
  r('GET', '/api/study/me/message/readAll'),
  // Learning (issue: courses)
  r('POST', '/api/study/me/learn/history'),
  r('POST', '/api/study/me/check/learning/permission'),
  r('POST', '/api/study/me/learning/log/report'),
  r('POST', '/api/study/me/extend'),
  r('GET', '/api/study/me/sign/in'),
  r('GET', '/api/study/me/sign'),
  r('POST', '/api/study/me/sign/in/list'),
  r('GET', '/api/study/me/memberlevel/list'),
  r('GET', '/api/study/me/lecturer'),
  r('POST', '/api/study/me/study/score'),
  r('POST', '/api/study/me/study/time'),
  r('POST', '/api/study/me/study/integral'),
  r('GET', '/api/study/me/studyscore/rule'),
  r('GET', '/api/study/me/integral/rule'),
  r('POST', '/api/study/me/member/archive/:id/detail'),
  r('POST', '/api/study/me/customer/config/list'),
  r('POST', '/api/study/me/customer/config/trainlist'),
  r('POST', '/api/study/train/report/member/train/detail'),
  r('POST', '/api/study/train/report/member/train/tasklist'),
  r('POST', '/api/study/center/todo/list/course'),
  r('POST', '/api/study/center/todo/list'),
  // Orders and unit
  r('POST', '/api/study/purchase/myorder/list'),
  r('POST', '/api/study/purchase/myorder/code/list'),
  r('POST', '/api/study/purchase/myorder/detail'),
  r('POST', '/api/study/purchase/myorder/code/detail'),
  r('POST', '/api/study/purchase/myorder/batchdel'),
  r('POST', '/api/study/me/enterprise/list'),
  r('POST', '/api/study/me/enterprise/member/list'),
  r('POST', '/api/study/me/enterprise/member/learn'),
  r('POST', '/api/study/me/enterprise/member/:a/:b/detail'),
  // Audit (issue: admin site)
  r('POST', '/api/study/audittmpl/auditreceiptbyinitlist', 'audit'),
  r('POST', '/api/study/audittmpl/auditreceiptbytodolist', 'audit'),
  r('POST', '/api/study/audittmpl/auditreceiptnodesubmit', 'audit'),
  r('GET', '/api/study/audittmpl/:id/auditreceiptdetail', 'audit'),
  // the applicant withdraws a receipt under review (spec s.4; path not shown in the spec)
  r('POST', '/api/study/audittmpl/withdraw', 'audit'),
  // Home and search
  r('GET', '/api/study/home/detail'),
  r('POST', '/api/study/home/search'),
  r('POST', '/api/study/home/jkzx'),
  r('POST', '/api/study/home/qa/folder/tree'),
  r('POST', '/api/study/qa/list'),
  r('POST', '/api/study/banner/list'),
  r('GET', '/api/study/cover/list'),
  r('GET', '/api/study/country'),
  r('GET', '/api/study/area/tree'),
  r('GET', '/api/study/department/tree', 'department'),
  r('POST', '/api/study/department/tree', 'department'),
  r('POST', '/api/study/position/list'),
  r('POST', '/api/study/major/tree'),
  r('GET', '/api/study/licence'),
  r('GET', '/api/study/now'),
  // Files
  r('POST', '/api/study/upload/file'),
  r('POST', '/api/study/file/down/list'),
  r('POST', '/api/study/file/download'),
  r('POST', '/api/study/file/downsadd'),
  r('POST', '/api/study/document/change/submit'),
  r('POST', '/api/study/feedback/submit'),
  // AI chat
  r('POST', '/api/lms/openai/chat/text'),
  r('POST', '/api/lms/openai/picture/generate'),
  r('POST', '/api/lms/openai/chat/log'),
  // Admin site (decisions.md s.1: /api/manage/...)
  r('POST', '/api/manage/accountLogin', 'auth'),
  r('GET', '/api/manage/session', 'auth'),
  r('POST', '/api/manage/oplog/list', 'oplog'),
  r('GET', '/api/manage/audit-template/types', 'audit'),
  r('POST', '/api/manage/audit-template/list', 'audit'),
  r('POST', '/api/manage/audit-template/create', 'audit'),
  r('POST', '/api/manage/audit-template/update', 'audit'),
  r('POST', '/api/manage/audit-template/delete', 'audit'),
  r('POST', '/api/manage/audit-template/candidates', 'audit'),
];

/** The entries that are built, as "METHOD path" keys. */
export function builtRoutes(): Set<string> {
  return new Set(ROUTE_TABLE.filter((e) => e.module).map((e) => `${e.method} ${e.path}`));
}
