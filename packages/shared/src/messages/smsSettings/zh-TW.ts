import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `smsSettings.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'smsSettings.accessKeyId': '請輸入 AccessKey ID / SecretId',
  'smsSettings.signName': '請輸入簡訊簽名',
  'smsSettings.template': '請輸入範本編號（字母、數字、底線或連字號）',
  'smsSettings.sdkAppId': '請輸入簡訊應用 SDK AppID（數字）',
  'smsSettings.region': '請輸入地域，如 ap-guangzhou',
  'smsSettings.baseUrl':
    '請輸入有效的介面位址（https；僅本機可用 http），或留空使用服務商的公共位址',
} satisfies Translation<typeof zhCN>;
