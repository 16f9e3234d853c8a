import { z } from 'zod';
import { messageRef, type MessageKey } from '../errors/index.ts';
import { isKeyboardRun } from './keyboard.ts';

export { isKeyboardRun, keyPosition } from './keyboard.ts';

/**
 * The login password policy (spec section 5). One function, `checkPassword`, is the single
 * source of truth for the server, the learner web app and the admin app; the zod schemas
 * below wrap it for forms and request bodies.
 */
export interface PasswordPolicy {
  /** The platform's "strong password" switch. */
  strong: boolean;
  /** The account name the password must not contain (strong policy); empty/absent skips it. */
  account?: string | null;
}

export interface PasswordIssue {
  key: MessageKey;
  params?: Record<string, number>;
}

export const PASSWORD_LIMITS = {
  weakMin: 8,
  strongMin: 8,
  strongMax: 160,
  settingsMin: 6,
  settingsMax: 20,
} as const;

/** The special characters that count as the fourth character class. */
export const PASSWORD_SPECIALS = ',.<>{}~!@#$%^&*_';
/** Characters a strong password must not contain (`&` and `%` are specials, but refused). */
export const PASSWORD_FORBIDDEN = '&%=+';

const isLower = (ch: string): boolean => ch >= 'a' && ch <= 'z';
const isUpper = (ch: string): boolean => ch >= 'A' && ch <= 'Z';
const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isSpecial = (ch: string): boolean => ch.length === 1 && PASSWORD_SPECIALS.includes(ch);
const isForbidden = (ch: string): boolean => ch.length === 1 && PASSWORD_FORBIDDEN.includes(ch);
/** Letters, digits and specials; forbidden characters are reported as forbidden, not invalid. */
const isAllowed = (ch: string): boolean =>
  isLower(ch) || isUpper(ch) || isDigit(ch) || isSpecial(ch) || isForbidden(ch);

/** The password's characters (code points, so an emoji counts once). */
const chars = (s: string): string[] => Array.from(s);

/** Lowercase, with '@' read as 'a' (so `@dmin` contains `admin`). */
const normaliseForAccount = (s: string): string => s.toLowerCase().replaceAll('@', 'a');

/** Three identical characters in a row (exact comparison: `aAa` is not repeated). */
function hasRepeated(cs: readonly string[]): boolean {
  for (let i = 2; i < cs.length; i++) {
    if (cs[i] === cs[i - 1] && cs[i] === cs[i - 2]) return true;
  }
  return false;
}

/** The code of a digit or (case-folded) letter and its kind, or null for anything else. */
function sequenceCode(ch: string): { kind: 'digit' | 'letter'; code: number } | null {
  if (isDigit(ch)) return { kind: 'digit', code: ch.charCodeAt(0) };
  if (isLower(ch) || isUpper(ch)) return { kind: 'letter', code: ch.toLowerCase().charCodeAt(0) };
  return null;
}

/** Three consecutive digits or letters, ascending or descending (`123`, `cba`, `xYz`); no wrap. */
function hasSequence(cs: readonly string[]): boolean {
  for (let i = 2; i < cs.length; i++) {
    const a = sequenceCode(cs[i - 2] ?? '');
    const b = sequenceCode(cs[i - 1] ?? '');
    const c = sequenceCode(cs[i] ?? '');
    if (!a || !b || !c || a.kind !== b.kind || b.kind !== c.kind) continue;
    const step = b.code - a.code;
    if ((step === 1 || step === -1) && c.code - b.code === step) return true;
  }
  return false;
}

function hasKeyboardRun(cs: readonly string[]): boolean {
  for (let i = 2; i < cs.length; i++) {
    if (isKeyboardRun(cs[i - 2] ?? '', cs[i - 1] ?? '', cs[i] ?? '')) return true;
  }
  return false;
}

/**
 * Returns every rule the password breaks, in a stable order; [] means acceptable.
 *
 * Weak policy: at least 8 characters, nothing else. Strong policy, in this order: length 8-160,
 * invalid characters, forbidden characters (& % = +), three of four classes, account name,
 * three repeated characters, three-character sequence, three-key keyboard run.
 */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordIssue[] {
  const cs = chars(password);
  if (!policy.strong) {
    return cs.length < PASSWORD_LIMITS.weakMin
      ? [{ key: 'password.tooShort', params: { min: PASSWORD_LIMITS.weakMin } }]
      : [];
  }

  const issues: PasswordIssue[] = [];
  const { strongMin: min, strongMax: max } = PASSWORD_LIMITS;
  if (cs.length < min || cs.length > max) {
    issues.push({ key: 'password.lengthRange', params: { min, max } });
  }
  if (cs.some((ch) => !isAllowed(ch))) issues.push({ key: 'password.invalidChars' });
  if (cs.some(isForbidden)) issues.push({ key: 'password.forbiddenChars' });

  const classes =
    Number(cs.some(isLower)) +
    Number(cs.some(isUpper)) +
    Number(cs.some(isDigit)) +
    Number(cs.some(isSpecial));
  if (classes < 3) issues.push({ key: 'password.classes' });

  const account = normaliseForAccount((policy.account ?? '').trim());
  if (account !== '' && normaliseForAccount(password).includes(account)) {
    issues.push({ key: 'password.containsAccount' });
  }

  if (hasRepeated(cs)) issues.push({ key: 'password.repeated' });
  if (hasSequence(cs)) issues.push({ key: 'password.sequence' });
  if (hasKeyboardRun(cs)) issues.push({ key: 'password.keyboard' });
  return issues;
}

/** First issue only, or null. */
export function firstPasswordIssue(password: string, policy: PasswordPolicy): PasswordIssue | null {
  return checkPassword(password, policy)[0] ?? null;
}

/** The message reference (`key` or `key|{"min":8}`) for an issue, as carried by zod messages. */
export function passwordIssueRef(issue: PasswordIssue): string {
  return messageRef(issue.key, issue.params);
}

/**
 * zod schema for a new password under a policy; its issues' messages are messageRef strings.
 * Empty (or not a string) gives 'password.required'; otherwise one zod issue per broken rule,
 * in checkPassword's order (so the first issue is the one a form shows).
 */
export function zNewPassword(policy: PasswordPolicy): z.ZodType<string> {
  const required = messageRef('password.required');
  return z.string({ error: required }).superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    for (const issue of checkPassword(value, policy)) {
      ctx.addIssue({ code: 'custom', message: passwordIssueRef(issue) });
    }
  });
}

/** A confirmation field: empty (or not a string) gives 'password.confirmRequired'. */
function zConfirm() {
  const required = messageRef('password.confirmRequired');
  return z.string({ error: required }).min(1, { error: required });
}

/** Runs the mismatch check even when newpass broke the policy, as long as both are strings. */
const bothStrings = (payload: { value: unknown }): boolean => {
  const v = payload.value as { newpass?: unknown; confirm?: unknown } | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.newpass === 'string' &&
    typeof v.confirm === 'string'
  );
};

function refineMismatch(
  value: { newpass: string; confirm: string },
  ctx: z.RefinementCtx<{ newpass: string; confirm: string }>,
): void {
  if (value.confirm !== '' && value.newpass !== value.confirm) {
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: messageRef('password.mismatch') });
  }
}

/** The forced change-password form {newpass, confirm}: required, policy, 'password.mismatch' on confirm. */
export function zChangePasswordForm(
  policy: PasswordPolicy,
): z.ZodType<{ newpass: string; confirm: string }> {
  return z
    .object({ newpass: zNewPassword(policy), confirm: zConfirm() })
    .superRefine(refineMismatch, { when: bothStrings });
}

/** The settings form {oldpass (6-20, not empty), newpass (policy), confirm (must match)}. */
export function zSettingsPasswordForm(
  policy: PasswordPolicy,
): z.ZodType<{ oldpass: string; newpass: string; confirm: string }> {
  const oldRequired = messageRef('password.oldRequired');
  const { settingsMin: min, settingsMax: max } = PASSWORD_LIMITS;
  const oldRange = messageRef('password.lengthRange', { min, max });
  const oldpass = z.string({ error: oldRequired }).superRefine((value, ctx) => {
    const length = chars(value).length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: oldRequired });
    else if (length < min || length > max) ctx.addIssue({ code: 'custom', message: oldRange });
  });
  return z
    .object({ oldpass, newpass: zNewPassword(policy), confirm: zConfirm() })
    .superRefine(refineMismatch, { when: bothStrings });
}
