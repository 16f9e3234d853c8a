import { createAliyunSms } from './aliyun-sms.ts';
import { createSmsOutbox, outboxFile, type OutboxEntry } from './sms-outbox.ts';
import type { SmsConfig, SmsProvider } from './sms-provider.ts';
import { createTencentSms } from './tencent-sms.ts';

/**
 * The configured SMS provider (config.ts `sms`). The outbox is a development provider: with
 * NODE_ENV=production it is refused unless the operator allows it (SMS_OUTBOX_IN_PRODUCTION=1),
 * so a production server never pretends to send codes.
 */
export function createSmsProvider(
  config: SmsConfig,
  env: { dataDir: string; production: boolean; logOutbox: (entry: OutboxEntry) => void },
): SmsProvider {
  switch (config.provider) {
    case 'aliyun':
      return createAliyunSms(config);
    case 'tencent':
      return createTencentSms(config);
    case 'outbox':
      if (env.production && !config.allowOutboxInProduction)
        throw new Error(
          'SMS_PROVIDER is outbox (development: no message reaches a phone) while NODE_ENV=production; set SMS_PROVIDER to aliyun or tencent, or SMS_OUTBOX_IN_PRODUCTION=1',
        );
      return createSmsOutbox(outboxFile(env.dataDir), env.logOutbox);
  }
}
