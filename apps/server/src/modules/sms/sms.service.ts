import crypto from 'node:crypto';
import {
  SMS_TEST_LIMIT,
  type TCompanySmsProvider,
  type TSmsSettings,
  type TSmsSettingsUpdate,
  type TSmsTestRequest,
  type TSmsTestResult,
} from '@ascent/shared/sms';
import { PHONE_CODE } from '@ascent/shared/auth';
import { dayOf } from '@ascent/shared/time';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { createAliyunSms } from '../../infra/sms/aliyun-sms.ts';
import { SmsSendError, type SmsConfig, type SmsProvider } from '../../infra/sms/sms-provider.ts';
import { createTencentSms } from '../../infra/sms/tencent-sms.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import { createSmsRepository } from './sms.repository.ts';
import type { SmsSettingsRow } from './sms.schema.ts';

export interface SmsSettingsDeps {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  /** The operator's provider (SMS_*): the companies without a setting of their own use it. */
  operator: SmsProvider;
  /** The operator's request timeout, for the companies' providers too. */
  timeoutMs: number;
  clock: Pick<CompanyClock, 'timeZone'>;
  record: ChangeRecorder;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * A company's own SMS provider (docs/decisions.md "Codes by text message"): the admin's
 * settings (the key secret sealed, never answered; an empty one on save keeps the stored one),
 * "send a test message", and the provider a company's codes go through.
 */
export function createSmsSettingsService(deps: SmsSettingsDeps) {
  const repo = createSmsRepository(deps.db);

  function toSettings(row: SmsSettingsRow | undefined): TSmsSettings {
    return {
      enabled: row?.enabled ?? false,
      provider: (row?.provider ?? 'aliyun') as TCompanySmsProvider,
      accessKeyId: row?.accessKeyId ?? '',
      hasSecret: Boolean(row?.accessKeySecret),
      signName: row?.signName ?? '',
      loginTemplate: row?.loginTemplate ?? '',
      resetTemplate: row?.resetTemplate ?? '',
      sdkAppId: row?.sdkAppId ?? '',
      region: row?.region ?? '',
      baseUrl: row?.baseUrl ?? '',
    };
  }

  /** The adapter for a stored row (infra/sms takes the same settings as the operator's). */
  async function providerOf(row: SmsSettingsRow): Promise<SmsProvider> {
    const config: SmsConfig = {
      provider: row.provider as TCompanySmsProvider,
      baseUrl: row.baseUrl,
      accessKeyId: row.accessKeyId,
      accessKeySecret: await deps.secrets.open(row.accessKeySecret),
      signName: row.signName,
      loginTemplate: row.loginTemplate,
      resetTemplate: row.resetTemplate || row.loginTemplate,
      sdkAppId: row.sdkAppId,
      region: row.region,
      allowOutboxInProduction: false,
      timeoutMs: deps.timeoutMs,
    };
    return config.provider === 'tencent' ? createTencentSms(config) : createAliyunSms(config);
  }

  /** Enough is saved to send through (whether or not it is switched on). */
  const complete = (row: SmsSettingsRow | undefined): row is SmsSettingsRow =>
    Boolean(
      row?.accessKeyId &&
      row.accessKeySecret &&
      row.signName &&
      row.loginTemplate &&
      (row.provider !== 'tencent' || row.sdkAppId),
    );

  /** One test message a minute and `SMS_TEST_LIMIT.perDay` a day per company (its day). */
  async function claimTest(companyId: number): Promise<void> {
    if (!(await deps.state.lock(`sms:test:wait:${companyId}`, 60 / SMS_TEST_LIMIT.perMinute)))
      throw fail('sms.testTooSoon');
    const day = dayOf(new Date(), await deps.clock.timeZone(companyId));
    const count = await deps.state.incr(`sms:test:day:${companyId}:${day}`, 2 * 24 * 3600);
    if (count > SMS_TEST_LIMIT.perDay) throw fail('sms.testDailyLimit');
  }

  return {
    async settings(actor: Actor): Promise<TSmsSettings> {
      return toSettings(await repo.settings(actor.companyId));
    },

    /**
     * Saves the settings as `saveProviderSettings` saves a sign-on provider's: a new secret is
     * sealed, an empty one keeps the stored one; the row and the operation log entry (entity
     * `sms`, the secret never logged, only whether it was replaced) in one transaction.
     */
    async saveSettings(actor: Actor, ip: string, input: TSmsSettingsUpdate): Promise<TSmsSettings> {
      const { accessKeySecret: secret, ...values } = input;
      const sealed = secret ? await deps.secrets.seal(secret) : undefined;
      const saved = await deps.db.transaction(async (tx) => {
        const txRepo = createSmsRepository(tx);
        const before = await txRepo.settings(actor.companyId);
        const row = await txRepo.save({
          ...values,
          baseUrl: values.baseUrl.replace(/\/$/, ''),
          companyId: actor.companyId,
          accessKeySecret: sealed ?? before?.accessKeySecret ?? '',
        });
        const logged = (r: SmsSettingsRow) => ({ ...toSettings(r), hasSecret: undefined });
        await deps.record(tx, actor, ip, {
          action: before ? 'update' : 'create',
          entity: 'sms',
          entityId: actor.companyId,
          summary: row.provider,
          before: before ? logged(before) : undefined,
          after: { ...logged(row), secret: sealed ? '(replaced)' : '(kept)' },
        });
        return row;
      });
      return toSettings(saved);
    },

    /**
     * Test connection: the login template with a random code (it signs nobody in) to the number,
     * through the saved settings, on or off. The provider's refusal is ret 1 with its code.
     */
    async test(actor: Actor, input: TSmsTestRequest): Promise<TSmsTestResult> {
      const row = await repo.settings(actor.companyId);
      if (!complete(row)) throw fail('sms.notConfigured');
      await claimTest(actor.companyId);
      const sms = await providerOf(row);
      const code = String(crypto.randomInt(0, 10 ** PHONE_CODE.digits)).padStart(6, '0');
      try {
        await sms.sendCode({
          mobile: input.mobile,
          code,
          purpose: 'login',
          minutes: PHONE_CODE.minutes,
        });
      } catch (error) {
        if (!(error instanceof SmsSendError)) throw error;
        deps.log.warn({ provider: error.provider, code: error.code }, error.message);
        const reason = error.message.slice(`${error.provider} SMS: ${error.code} `.length);
        throw fail('sms.testRefused', { code: error.code, reason: reason.slice(0, 300) });
      }
      return { provider: row.provider as TCompanySmsProvider };
    },

    /** The provider a company's codes go through: its own when switched on, else the operator's. */
    async providerFor(companyId: number): Promise<SmsProvider> {
      const row = await repo.settings(companyId);
      return row?.enabled && complete(row) ? providerOf(row) : deps.operator;
    },
  };
}
export type SmsSettingsService = ReturnType<typeof createSmsSettingsService>;
