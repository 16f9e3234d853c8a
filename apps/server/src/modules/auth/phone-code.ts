import crypto from 'node:crypto';
import {
  PHONE_CODE,
  type TPhoneCodePurpose,
  type TSendCodeRequest,
  type TSendCodeResponse,
} from '@ascent/shared/auth';
import { dayOf } from '@ascent/shared/time';
import { fail } from '../../core/errors.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import { SmsSendError, type SmsProvider } from '../../infra/sms/sms-provider.ts';
import type { UserRow, UserService } from '../user/user.service.ts';

/** The zone a day is counted in when the number is on no account (the companies' default). */
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
const CODE_SECONDS = PHONE_CODE.minutes * 60;

/** A code as shared state keeps it: whose account it proves, and its hash (never the digits). */
interface StoredCode {
  userId: number;
  hash: string;
}

const hashOf = (purpose: TPhoneCodePurpose, mobile: string, code: string) =>
  crypto.createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest('hex');

/** Six random digits. */
const newCode = () => String(crypto.randomInt(0, 10 ** PHONE_CODE.digits)).padStart(6, '0');

/**
 * Codes sent by text message (spec s.7 `mobile/sendcode`, `sendcode`; docs/decisions.md "Codes
 * by text message"): a captcha before each sending; a number and a client address are sent at
 * most one code a minute and `PHONE_CODE.perDay` a day (the company's day); a code lives five
 * minutes and dies after five wrong tries or its first use. Everything is in shared state, so a
 * code sent through one process is checked by another.
 */
export function createPhoneCodes(deps: {
  state: SharedState;
  /** The provider for the account's company: its own when switched on, else the operator's. */
  smsFor: (companyId: number) => Promise<SmsProvider>;
  users: Pick<UserService, 'activeByMobile'>;
  clock: Pick<CompanyClock, 'timeZone'>;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const { state } = deps;
  const codeKey = (purpose: TPhoneCodePurpose, mobile: string) => `sms:code:${purpose}:${mobile}`;
  const triesKey = (purpose: TPhoneCodePurpose, mobile: string) => `sms:tries:${purpose}:${mobile}`;

  /** The one account on the number, none, or ret 1 when several share it. */
  async function accountOf(mobile: string): Promise<UserRow | undefined> {
    const rows = await deps.users.activeByMobile(mobile, 2);
    if (rows.length > 1) throw fail('sms.severalAccounts');
    return rows[0];
  }

  /** One code a minute per number and per address; the number's wait is given back if the address must wait. */
  async function claimMinute(mobile: string, ip: string): Promise<void> {
    const byNumber = `sms:wait:m:${mobile}`;
    if (!(await state.lock(byNumber, PHONE_CODE.resendSeconds))) throw fail('sms.tooSoon');
    if (!(await state.lock(`sms:wait:ip:${ip}`, PHONE_CODE.resendSeconds))) {
      await state.del(byNumber);
      throw fail('sms.tooSoon');
    }
  }

  /** Counts this sending in the day of the number and of the address; past the limit, ret 1. */
  async function countDay(mobile: string, ip: string, timeZone: string): Promise<void> {
    const day = dayOf(new Date(), timeZone);
    const ttl = 2 * 24 * 3600;
    const [byNumber, byAddress] = await Promise.all([
      state.incr(`sms:day:m:${mobile}:${day}`, ttl),
      state.incr(`sms:day:ip:${ip}:${day}`, ttl),
    ]);
    if (byNumber > PHONE_CODE.perDay || byAddress > PHONE_CODE.perDay) throw fail('sms.dailyLimit');
  }

  return {
    /**
     * Checks the captcha, the limits and the number, then sends a fresh code (the number's
     * earlier one dies). A number on no account is answered the same as one on an account, and
     * nothing is sent: the reply does not tell who has an account.
     */
    async send(
      purpose: TPhoneCodePurpose,
      input: TSendCodeRequest,
      ip: string,
    ): Promise<TSendCodeResponse> {
      const expected = await state.take(`captcha:${input.captchaKey}`);
      if (!expected || expected !== input.captcha.toLowerCase()) throw fail('auth.captchaWrong');
      const { mobile } = input;
      const user = await accountOf(mobile);
      await claimMinute(mobile, ip);
      const timeZone = user ? await deps.clock.timeZone(user.companyId) : DEFAULT_TIME_ZONE;
      await countDay(mobile, ip, timeZone);
      const reply = { resendIn: PHONE_CODE.resendSeconds, expiresIn: CODE_SECONDS };
      if (!user) return reply;
      const code = newCode();
      const stored: StoredCode = { userId: user.id, hash: hashOf(purpose, mobile, code) };
      await state.set(codeKey(purpose, mobile), JSON.stringify(stored), CODE_SECONDS);
      await state.del(triesKey(purpose, mobile));
      try {
        const sms = await deps.smsFor(user.companyId);
        await sms.sendCode({ mobile, code, purpose, minutes: PHONE_CODE.minutes });
      } catch (error) {
        await state.del(codeKey(purpose, mobile));
        if (!(error instanceof SmsSendError)) throw error;
        deps.log.warn({ provider: error.provider, code: error.code }, error.message);
        throw fail('sms.sendFailed');
      }
      return reply;
    },

    /**
     * Whose account the code proves, without spending it (a new password is checked against the
     * policy first). Each call is a try: the fifth wrong one kills the code.
     */
    async check(purpose: TPhoneCodePurpose, mobile: string, code: string): Promise<number> {
      const raw = await state.get(codeKey(purpose, mobile));
      if (!raw) throw fail('sms.codeWrong');
      const stored = JSON.parse(raw) as StoredCode;
      const tries = await state.incr(triesKey(purpose, mobile), CODE_SECONDS);
      const given = Buffer.from(hashOf(purpose, mobile, code));
      const right = crypto.timingSafeEqual(given, Buffer.from(stored.hash));
      if (tries > PHONE_CODE.tries || (!right && tries >= PHONE_CODE.tries)) {
        await state.del(codeKey(purpose, mobile));
        throw fail('sms.codeTries');
      }
      if (!right) throw fail('sms.codeWrong');
      return stored.userId;
    },

    /** Spends the code `check` accepted; a second use (or a newer code since) is refused. */
    async spend(purpose: TPhoneCodePurpose, mobile: string, code: string): Promise<void> {
      const raw = await state.take(codeKey(purpose, mobile));
      const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
      if (!stored || stored.hash !== hashOf(purpose, mobile, code)) throw fail('sms.codeWrong');
      await state.del(triesKey(purpose, mobile));
    },
  };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
