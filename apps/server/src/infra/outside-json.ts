/**
 * JSON calls to outside services' APIs (SMS providers, chat suites): bounded by a timeout, the
 * body parsed whatever the HTTP status (the vendors put their error codes there). Each caller
 * names how a failure reads in its own error type.
 */

/** Makes the caller's error for a service that could not be reached or answered nonsense. */
export type CallFailure = (code: 'network' | 'bad_response', detail: string) => Error;

/** What a provider's API answered: the HTTP status and the body parsed as JSON. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One request to a provider's API, bounded by `timeoutMs` (the answer's body included). Resolves
 * with the JSON body whatever the HTTP status, since the providers put their error codes there.
 * A provider that cannot be reached or does not answer in time fails with code `network`; a
 * body that is not JSON with `bad_response`.
 */
export async function requestProviderJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch,
  failure: CallFailure,
): Promise<ProviderAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    throw failure('network', describeFailure(err, timeoutMs));
  }
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw failure('bad_response', `HTTP ${status}, not JSON: ${excerpt(text)}`);
  }
}

/** The provider answered JSON that is neither its success nor one of its errors. */
export function unexpectedAnswer(answer: ProviderAnswer, failure: CallFailure): Error {
  return failure(
    'bad_response',
    `HTTP ${answer.status}, unexpected answer: ${excerpt(JSON.stringify(answer.body))}`,
  );
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that should be text, or '' when it is missing or something else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Why fetch failed, in words for the log: a timeout, or the network error and its code. */
function describeFailure(err: unknown, timeoutMs: number): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause: unknown = err.cause;
  const code = isRecord(cause) || cause instanceof Error ? textOf(Reflect.get(cause, 'code')) : '';
  return code === '' ? err.message : `${err.message} (${code})`;
}

function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
