/**
 * A landing page's first calls, started by a few lines in the page itself before the site's code
 * has arrived (issue 14: on a phone's network the code takes a second, and the page's data, the
 * shell's and the page's largest picture waited for it). The page's script (`firstCallScript`,
 * inlined by the build into the landing documents) reads the session the site keeps in
 * localStorage, sends the calls the page's first render will make with the headers and bodies
 * the API client would send, and asks for the picture an answer names. The API client then takes
 * each response for its own identical request (`takeFirstCall`) instead of sending it again;
 * anything else (another request, a token or language that changed, a second asking) goes out
 * as usual.
 */

import { sessionStorageKeys, type SessionStorageKeys } from '../session/session-store.ts';

/** Where the page's script leaves the calls it started, by request (`requestKey`). */
export const FIRST_CALL_GLOBAL = '__ascentFirstCall';

/** A call the page's script started, with the headers it was sent with. */
export interface StartedCall {
  authorization: string;
  language: string;
  response: Promise<Response>;
}

/**
 * One first call: the method, the API path (under /api/) where `{name}` is the address's query
 * parameter of that name (a positive whole number, else the call is not made), a POST's JSON
 * body (a string value `{host}` is the page's host), and where the picture's address is in the
 * answer's data (`cover`, `banners.0.imageUrl`).
 */
export interface FirstCall {
  method?: 'GET' | 'POST';
  path: string;
  body?: Record<string, string | number | boolean>;
  picture?: string;
}

export interface FirstCallConfig {
  /** The session's storage prefix (`createSessionStore`'s `prefix`). */
  prefix: string;
  /** The language the site shows when none was chosen. */
  defaultLanguage: string;
  /** By address (`/course/detail`). */
  calls: Record<string, readonly FirstCall[]>;
}

type Slot = Record<string, Record<string, StartedCall | undefined> | undefined>;

/** A request as the page's script and the API client both name it. */
export const requestKey = (method: string, url: string, body: string | undefined) =>
  `${method} ${url} ${body ?? ''}`;

/**
 * The response the page's script started for this request, once: only for the same method,
 * address and body with the same token and language, and only the first time it is asked for.
 */
export function takeFirstCall(
  method: string,
  url: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const started = (globalThis as unknown as Slot)[FIRST_CALL_GLOBAL];
  if (!started || (body !== undefined && typeof body !== 'string')) return undefined;
  const key = requestKey(method, url, body);
  const call = started[key];
  if (!call) return undefined;
  started[key] = undefined;
  if (
    call.authorization !== (headers.Authorization ?? '') ||
    call.language !== (headers['Accept-Language'] ?? '')
  )
    return undefined;
  return call.response;
}

/**
 * The page's script. Runs in the page before any module, so it is plain script with no
 * imports: the body of `startFirstCalls` with its configuration and `requestKey`. It never
 * throws: a page
 * without storage, a signed-out visitor or an expired token simply starts nothing.
 */
export function firstCallScript(config: FirstCallConfig): string {
  // In a <script> element: no `</script>` may appear in the data.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const { prefix, ...rest } = config;
  const script: ScriptConfig = { ...rest, keys: sessionStorageKeys(prefix) };
  return `(${startFirstCalls.toString()})(${json(script)}, ${json(FIRST_CALL_GLOBAL)}, ${requestKey.toString()});`;
}

/** What the page's script is given: the session's storage keys rather than their prefix. */
type ScriptConfig = Omit<FirstCallConfig, 'prefix'> & { keys: SessionStorageKeys };

function startFirstCalls(config: ScriptConfig, slotName: string, keyOf: typeof requestKey): void {
  try {
    const calls = config.calls[location.pathname];
    if (!calls) return;
    const storage = window.localStorage;
    const token = storage.getItem(config.keys.token);
    const expiry = Number(storage.getItem(config.keys.tokenExpiry)) || 0;
    if (!token || (expiry > 0 && Date.now() >= expiry)) return;
    const query = new URLSearchParams(location.search);
    const authorization = `token ${token}`;
    const language = storage.getItem(config.keys.lang) || config.defaultLanguage;
    const started: Record<string, StartedCall> = {};
    (window as unknown as Record<string, unknown>)[slotName] = started;
    for (const call of calls) {
      let missing = false;
      const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = Number(query.get(name));
        if (!(value > 0 && Number.isInteger(value))) missing = true;
        return String(value);
      });
      if (missing) continue;
      const method = call.method || 'GET';
      const url = `/api/${path}`;
      const headers: Record<string, string> = {
        'Accept-Language': language,
        Authorization: authorization,
      };
      let body: string | undefined;
      if (call.body) {
        const fields: Record<string, unknown> = {};
        for (const key of Object.keys(call.body))
          fields[key] = call.body[key] === '{host}' ? location.host : call.body[key];
        body = JSON.stringify(fields);
        headers['Content-Type'] = 'application/json';
      }
      const response = fetch(url, { method, headers, body, credentials: 'same-origin' });
      started[keyOf(method, url, body)] = { authorization, language, response };
      const picture = call.picture;
      if (!picture) continue;
      response
        .then((r) => (r.ok ? r.clone().json() : null))
        .then((envelope: { ret?: number; data?: unknown } | null) => {
          if (!envelope || envelope.ret !== 0) return;
          let value: unknown = envelope.data;
          for (const key of picture.split('.'))
            value =
              value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
          if (typeof value !== 'string' || !value) return;
          const image = new Image();
          image.fetchPriority = 'high';
          image.src = value;
        })
        .catch(() => undefined);
    }
  } catch {
    // No storage (private mode), no fetch: the site's code makes the calls itself.
  }
}
