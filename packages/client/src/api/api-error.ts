/** How a call failed: a non-zero ret, a non-2xx HTTP status, the 180 s timeout, or the network. */
export type ApiErrorKind = 'ret' | 'http' | 'timeout' | 'network';

export interface ApiErrorInit<T> {
  kind: ApiErrorKind;
  message: string;
  ret?: number;
  status?: number;
  data?: T;
}

/** The rejection of the API client: `message` is ready to show (already translated). */
export class ApiError<T = unknown> extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's ret; -1 when there was no envelope. */
  readonly ret: number;
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly data: T | undefined;

  constructor(init: ApiErrorInit<T>) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.ret = init.ret ?? -1;
    this.status = init.status ?? 0;
    this.data = init.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
