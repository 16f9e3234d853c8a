import { expect } from 'vitest';
import {
  SmsSendError,
  type SmsCodeMessage,
  type SmsProviderName,
} from '../src/infra/sms/sms-provider.ts';

/** Test support for the SMS adapters' tests (their local server is test/fake-server). */

/** The message the adapters' tests send: a sign-in code. */
export const SAMPLE_CODE: SmsCodeMessage = {
  mobile: '13800138000',
  code: '123456',
  purpose: 'login',
  minutes: 5,
};

/** The SmsSendError a send that should fail rejects with (from that provider). */
export async function providerRefusal(
  promise: Promise<void>,
  provider: SmsProviderName,
): Promise<SmsSendError> {
  const err: unknown = await promise.then(
    () => new Error('expected the send to fail'),
    (e: unknown) => e,
  );
  if (!(err instanceof SmsSendError)) throw err;
  expect(err.provider).toBe(provider);
  return err;
}
