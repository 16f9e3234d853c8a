import type { DomainMessages } from '../types.ts';

/** The `sso.` messages (sign-on through the company's identity provider) in zh-CN, which defines the keys. */
export default {
  'sso.issuer': '请输入身份提供方地址（https，仅本机可用 http）',
  'sso.clientId': '请输入客户端 ID',
  'sso.scopes': '授权范围须以空格分隔，且包含 openid',
  'sso.claim': '请输入有效的声明名称',
  'sso.createDepartment': '请选择新建账号所在的部门',
  'sso.corpId': '请输入企业 ID（CorpId）',
  'sso.appId': '请输入应用 ID（AppKey / AppID）',
  'sso.agentId': '请输入应用的 AgentId',
  'sso.endpointUrl': '请输入有效的地址（https，仅本机可用 http）',
  'sso.field': '请输入用户信息中的字段（如 sub 或 data.userId）',
  'sso.scopeList': '授权范围须以空格分隔',
  'sso.directorySuite': '请选择企业微信、钉钉或飞书',
  'sso.tenantKey': '请填写飞书企业的 tenant_key',
  'sso.tenantTaken': '该飞书企业已绑定本站的其他公司',
} satisfies DomainMessages<'sso'>;
