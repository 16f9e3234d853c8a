import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `sso.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'sso.issuer': "Please enter the identity provider's address (https; http only on this machine)",
  'sso.clientId': 'Please enter the client ID',
  'sso.scopes': 'The scopes must be separated by spaces and include openid',
  'sso.claim': 'Please enter a valid claim name',
  'sso.createDepartment': 'Please choose the department new accounts are created in',
  'sso.corpId': 'Please enter the company ID (CorpId)',
  'sso.appId': 'Please enter the application ID (AppKey / AppID)',
  'sso.agentId': "Please enter the application's AgentId",
  'sso.endpointUrl': 'Please enter a valid address (https; http only on this machine)',
  'sso.field': 'Please enter a field of the user info, e.g. sub or data.userId',
  'sso.scopeList': 'The scopes must be separated by spaces',
  'sso.directorySuite': 'Please choose WeCom, DingTalk or Feishu',
  'sso.tenantKey': "Please enter your Feishu organization's tenant key (tenant_key)",
  'sso.tenantTaken': 'This Feishu organization is already bound to another company on this site',
} satisfies Translation<typeof zhCN>;
