import { endpoint, endpoints } from '../api/index.ts';
import { ZEmptyRequest } from '../config/company-config.ts';
import { ZSmsSettings, ZSmsSettingsUpdate, ZSmsTestRequest, ZSmsTestResult } from './index.ts';

/** The administrator's SMS provider settings (the key secret stored encrypted, never answered). */
export const smsAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/sms/settings',
    auth: 'admin',
    summary: "The company's own SMS provider settings (without the key secret)",
    body: ZEmptyRequest,
    output: ZSmsSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sms/settings/update',
    auth: 'admin',
    summary:
      "Saves the company's SMS provider settings (an empty key secret keeps the stored one); switched on, the company's codes go through it instead of the operator's",
    body: ZSmsSettingsUpdate,
    output: ZSmsSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/sms/test',
    auth: 'admin',
    summary:
      "Test connection: sends the login template with a random code (good for nothing) to the number through the saved settings; the provider's refusal is ret 1 with its code and message. One a minute, 10 a day per company",
    body: ZSmsTestRequest,
    output: ZSmsTestResult,
  }),
);
