import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `smsSettings.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'smsSettings.accessKeyId': 'Please enter the AccessKey ID / SecretId',
  'smsSettings.signName': 'Please enter the SMS signature',
  'smsSettings.template': 'Please enter the template code (letters, digits, _ or -)',
  'smsSettings.sdkAppId': "Please enter the SMS application's SDK AppID (digits)",
  'smsSettings.region': 'Please enter the region, e.g. ap-guangzhou',
  'smsSettings.baseUrl':
    "Please enter a valid API address (https; http only on this machine), or leave it empty for the provider's public one",
} satisfies Translation<typeof zhCN>;
