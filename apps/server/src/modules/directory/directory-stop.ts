import { messageRef, translateRef, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { AppError } from '../../core/errors.ts';
import { SuiteCallError } from '../../infra/suites/suite-client.ts';

/** The longest suite message kept in a stop reason. */
const SUITE_MESSAGE_MAX = 300;

/**
 * Why a run stopped, kept as a message reference (`key|params`) so the report reads in its
 * reader's language: a refusal of ours by its own reference, a suite's refusal with its code and
 * message, anything else as an internal error (the details are in the server log).
 */
export function stopReason(err: unknown): string {
  if (err instanceof AppError) return err.ref;
  if (err instanceof SuiteCallError && ['wxwork', 'dingtalk', 'feishu'].includes(err.kind)) {
    const message = err.message.slice(`${err.kind}: ${err.code} `.length, SUITE_MESSAGE_MAX);
    return messageRef(`directoryStop.${err.kind}Refused` as MessageKey, {
      code: err.code,
      message,
    });
  }
  return messageRef('directoryStop.failed');
}

/**
 * Why a cancelled run stopped: who cancelled it (their name and account, as the people
 * directory has them when they ask; a name is not translated).
 */
export function cancelReason(who: { realName: string; account: string }): string {
  const name = who.realName ? `${who.realName} (${who.account})` : who.account;
  return messageRef('directoryStop.cancelled', { name });
}

/** A stored stop reason in the reader's language ('' when the run did not stop early). */
export function readStopReason(stored: string, locale: Locale): string {
  return stored ? translateRef(stored, locale) : '';
}
