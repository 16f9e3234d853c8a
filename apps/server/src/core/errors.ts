import { RET, messageRef, type MessageKey } from '@ascent/shared/errors';

/**
 * A refusal the caller should see: a ret code and a catalogue message (translated into the
 * caller's language by the error handler), with optional data for the client.
 */
export class AppError extends Error {
  readonly ret: number;
  readonly ref: string;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(
    ret: number,
    key: MessageKey | string,
    params?: Record<string, string | number>,
    data: unknown = null,
    httpStatus = 200,
  ) {
    const ref = params ? messageRef(key as MessageKey, params) : key;
    super(ref);
    this.name = 'AppError';
    this.ret = ret;
    this.ref = ref;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}

/** ret 1: a business rule, validation or not-found failure. */
export const fail = (
  key: MessageKey,
  params?: Record<string, string | number>,
  data: unknown = null,
) => new AppError(RET.FAIL, key, params, data);

/** ret 7: signed in but not allowed. */
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(RET.FORBIDDEN, key);

/** ret 2: no token or an unknown one. */
export const noToken = () => new AppError(RET.NO_TOKEN, 'auth.noToken');
/** ret 5: expired or revoked. */
export const tokenExpired = () => new AppError(RET.TOKEN_EXPIRED, 'auth.tokenExpired');
/** ret 8: ended because the account signed in elsewhere. */
export const kicked = () => new AppError(RET.KICKED, 'auth.kicked');
