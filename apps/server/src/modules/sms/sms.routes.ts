import { smsAdminEndpoints } from '@ascent/shared/sms/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { SmsSettingsService } from './sms.service.ts';

export function smsRoutes(service: SmsSettingsService) {
  return bind(smsAdminEndpoints, {
    'POST /api/manage/sms/settings': ({ actor }) => service.settings(actor),
    'POST /api/manage/sms/settings/update': async ({ actor, ip, body }) =>
      answer(await service.saveSettings(actor, ip, body), 'common.modified'),
    'POST /api/manage/sms/test': async ({ actor, body }) =>
      answer(await service.test(actor, body), 'common.success'),
  });
}
