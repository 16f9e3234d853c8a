import { QR_LOGIN, type TQrCodeNew, type TQrCodeState } from '@ascent/shared/auth';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService, LoginContext } from './auth.service.ts';
import { hashToken, newToken } from './tokens.ts';

/** A code as shared state keeps it (under the hash of its secret). */
interface QrEntry {
  expiresAt: number;
  state: 'pending' | 'scanned' | 'confirmed' | 'cancelled';
  /** Who scanned it: only they may answer it, and the computer signs in as them. */
  userId?: number;
}

/** A code stays readable this long after it expires, so the computer is told 'expired'. */
const KEEP_AFTER_EXPIRY_SECONDS = 60;

/**
 * QR login (spec s.7 `login/qrcode/new`, `login/qrcode/state`; docs/decisions.md "QR login").
 * The computer asks for a code; a phone signed in to the learner site opens it (`scan`: the
 * first person to do so owns it) and answers it (`confirm`, accept or not); the computer, asking
 * after its code, gets the new session once. Every step is in shared state, so the computer and
 * the phone may reach different processes. A code's transitions are each claimed once (a lock):
 * one person scans it, one answer counts, one computer gets the session.
 */
export function createQrLogin(deps: {
  state: SharedState;
  auth: Pick<AuthService, 'openProvenSession'>;
}) {
  const { state } = deps;
  const key = (code: string, part = 'entry') => `qr:${part}:${hashToken(code)}`;
  const ttlOf = (entry: QrEntry) =>
    Math.max(1, Math.ceil((entry.expiresAt - Date.now()) / 1000) + KEEP_AFTER_EXPIRY_SECONDS);
  const write = (code: string, entry: QrEntry) =>
    state.set(key(code), JSON.stringify(entry), ttlOf(entry));

  /** The code's entry; unknown, malformed or long gone: 'Your QR code is invalid'. */
  async function read(code: string): Promise<QrEntry> {
    const raw = await state.get(key(code));
    if (!raw) throw fail('auth.qrInvalid');
    return JSON.parse(raw) as QrEntry;
  }
  const expired = (entry: QrEntry) => Date.now() >= entry.expiresAt;

  return {
    async create(ip: string): Promise<TQrCodeNew> {
      if ((await state.incr(`qr:ip:${ip}`, 60)) > QR_LOGIN.codesPerMinute)
        throw fail('auth.qrCreateFailed');
      const code = newToken();
      await write(code, { expiresAt: Date.now() + QR_LOGIN.codeSeconds * 1000, state: 'pending' });
      return { code, expiresIn: QR_LOGIN.codeSeconds };
    },

    /** The computer asks; confirmed: the session, to the first to ask, and the code is spent. */
    async poll(code: string, ctx: LoginContext): Promise<TQrCodeState> {
      const entry = await read(code);
      if (entry.state === 'confirmed') {
        if (!(await state.lock(key(code, 'taken'), ttlOf(entry)))) throw fail('auth.qrInvalid');
        await state.del(key(code));
        return {
          state: 'confirmed',
          login: await deps.auth.openProvenSession(entry.userId!, ctx, 'qrcode'),
        };
      }
      if (entry.state !== 'cancelled' && expired(entry)) return { state: 'expired' };
      return { state: entry.state };
    },

    /** The phone opened the code: the first person to do so owns it (again: still theirs). */
    async scan(code: string, actor: Actor): Promise<TQrCodeState> {
      const entry = await read(code);
      const owner = entry.userId ?? null;
      if (expired(entry) || (owner !== null && owner !== actor.userId))
        throw fail('auth.qrInvalid');
      if (entry.state !== 'pending') {
        if (entry.state === 'scanned') return { state: 'scanned' };
        throw fail('auth.qrInvalid');
      }
      if (!(await state.lock(key(code, 'scan'), ttlOf(entry)))) {
        // Someone scanned it meanwhile: theirs, unless that was this person too.
        const now = await read(code);
        if (now.userId !== actor.userId) throw fail('auth.qrInvalid');
        return { state: 'scanned' };
      }
      await write(code, { ...entry, state: 'scanned', userId: actor.userId });
      return { state: 'scanned' };
    },

    /** The person who scanned the code signs the computer in (accept) or turns it away. */
    async answer(code: string, accept: boolean, actor: Actor): Promise<TQrCodeState> {
      const entry = await read(code);
      if (entry.state !== 'scanned' || entry.userId !== actor.userId || expired(entry))
        throw fail('auth.qrInvalid');
      if (!(await state.lock(key(code, 'answer'), ttlOf(entry)))) throw fail('auth.qrInvalid');
      const answered: QrEntry = { ...entry, state: accept ? 'confirmed' : 'cancelled' };
      await write(code, answered);
      return { state: answered.state };
    },
  };
}
export type QrLogin = ReturnType<typeof createQrLogin>;
