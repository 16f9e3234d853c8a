import crypto from 'node:crypto';
import { checkPassword } from '@ascent/shared/password';

// Look-alike characters (l, 1, I, O, 0, o) are left out: these passwords are read off a screen.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Specials of the policy that are not refused (& and % are) and read clearly.
const SPECIALS = '!@#$*_~.';
const LENGTH = 14;

const pick = (set: string) => set[crypto.randomInt(set.length)] ?? set[0]!;

function candidate(): string {
  const cs = [pick(LOWER), pick(LOWER), pick(UPPER), pick(UPPER), pick(DIGITS), pick(DIGITS)];
  cs.push(pick(SPECIALS), pick(SPECIALS));
  const all = LOWER + UPPER + DIGITS + SPECIALS;
  while (cs.length < LENGTH) cs.push(pick(all));
  for (let i = cs.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [cs[i], cs[j]] = [cs[j]!, cs[i]!];
  }
  return cs.join('');
}

/**
 * A random password (14 characters, all four classes) that satisfies the strong policy of
 * spec section 5, and so the weak one too, and contains none of the given accounts.
 */
export function generatePassword(accounts: Iterable<string> = []): string {
  const list = [...accounts];
  for (;;) {
    const pw = candidate();
    if (checkPassword(pw, { strong: true }).length) continue;
    const lower = pw.toLowerCase().replaceAll('@', 'a');
    // Only accounts short enough to fit can be inside; the full check confirms a hit.
    const hit = list.some(
      (a) =>
        a.length <= LENGTH &&
        lower.includes(a.toLowerCase().replaceAll('@', 'a').slice(0, 3)) &&
        checkPassword(pw, { strong: true, account: a }).length > 0,
    );
    if (!hit) return pw;
  }
}
