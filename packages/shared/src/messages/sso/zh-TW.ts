import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `sso.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'sso.issuer': '請輸入身分提供者位址（https，僅本機可用 http）',
  'sso.clientId': '請輸入用戶端 ID',
  'sso.scopes': '授權範圍須以空格分隔，且包含 openid',
  'sso.claim': '請輸入有效的聲明名稱',
  'sso.createDepartment': '請選擇新建帳號所在的部門',
  'sso.corpId': '請輸入企業 ID（CorpId）',
  'sso.appId': '請輸入應用 ID（AppKey / AppID）',
  'sso.agentId': '請輸入應用的 AgentId',
  'sso.endpointUrl': '請輸入有效的位址（https，僅本機可用 http）',
  'sso.field': '請輸入使用者資訊中的欄位（如 sub 或 data.userId）',
  'sso.scopeList': '授權範圍須以空格分隔',
  'sso.directorySuite': '請選擇企業微信、釘釘或飛書',
  'sso.tenantKey': '請填寫飛書企業的 tenant_key',
  'sso.tenantTaken': '該飛書企業已綁定本站的其他公司',
} satisfies Translation<typeof zhCN>;
