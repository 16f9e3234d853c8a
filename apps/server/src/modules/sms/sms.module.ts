import { smsRoutes } from './sms.routes.ts';
import { createSmsSettingsService, type SmsSettingsDeps } from './sms.service.ts';

/** A company's own SMS provider: the admin's settings, the test message, and the sending. */
export function createSmsModule(deps: SmsSettingsDeps) {
  const service = createSmsSettingsService(deps);
  return { service, routes: smsRoutes(service) };
}
