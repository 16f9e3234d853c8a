/**
 * A landing page's first calls, started by a few lines in the page itself before the site's code
 * has arrived (issue 14: on a phone's network the code takes a second, and the page's data, the
 * shell's and the page's largest picture waited for it). The page's script (`firstCallScript`,
 * inlined by the build into the landing documents) reads the session the site keeps in
 * localStorage, sends the calls the page's first render will make with the headers and bodies
 * the API client would send, all in one request (`FIRST_CALLS_URL`: on a phone's network each
 * request of its own waited for a free connection and a round trip), and asks for the picture an
 * answer names. The API client then takes each call's response for its own identical request
 * (`takeFirstCall`) instead of sending it again;
 * anything else (another request, a token or language that changed, a second asking) goes out
 * as usual.
 */

import type { Endpoints } from '@ascent/shared/api/endpoints';
import { sessionStorageKeys, type SessionStorageKeys } from '../session/session-store.ts';

type EndpointPath<M extends string> = keyof Endpoints extends infer K
  ? K extends `${M} ${infer P}`
    ? P
    : never
  : never;

/**
 * Where the page's script sends its calls, in one request (docs/decisions.md, "One request for
 * a landing page's first calls"): each answered as if it had been sent alone.
 */
export const FIRST_CALLS_URL = '/api/first-calls' satisfies EndpointPath<'POST'>;

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
 * body (a string value `{host}` is the page's host, and a value `{name}` that query parameter
 * as a number, as in the path), and where the picture's address is in the answer's data
 * (`cover`, `banners.0.imageUrl`).
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
  /** The time zone whose dates the pages most likely show (the default company time zone). */
  timeZone: string;
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
 * imports: the body of `startFirstCalls` with its configuration and `requestKey`, called in the
 * task after the page's parsing. It never throws: a page without storage, a signed-out visitor
 * or an expired token simply starts nothing. Once it has started the calls, it also has the
 * browser load its date and time data.
 */
export function firstCallScript(config: FirstCallConfig): string {
  // In a <script> element: no `</script>` may appear in the data.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const { prefix, ...rest } = config;
  const script: ScriptConfig = {
    ...rest,
    keys: sessionStorageKeys(prefix),
    batch: FIRST_CALLS_URL,
  };
  // In a task of its own: reading the session and starting the calls takes 20 to 45 ms on this
  // machine (each fetch a millisecond or more), which in the page's parsing task held back the
  // rest of the page and its first paint.
  return `setTimeout(function () { (${startFirstCalls.toString()})(${json(script)}, ${json(FIRST_CALL_GLOBAL)}, ${requestKey.toString()}); }, 0);`;
}

/** What the page's script is given: the session's storage keys rather than their prefix. */
type ScriptConfig = Omit<FirstCallConfig, 'prefix'> & {
  keys: SessionStorageKeys;
  /** Where the calls go, all in one request. */
  batch: string;
};

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
    const sent: { method: string; path: string; body?: Record<string, unknown> }[] = [];
    const keys: string[] = [];
    const pictures: (string | undefined)[] = [];
    for (const call of calls) {
      let missing = false;
      const param = (name: string) => {
        const value = Number(query.get(name));
        if (!(value > 0 && Number.isInteger(value))) missing = true;
        return value;
      };
      const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => String(param(name)));
      const method = call.method || 'GET';
      let fields: Record<string, unknown> | undefined;
      if (call.body) {
        fields = {};
        for (const key of Object.keys(call.body)) {
          const value = call.body[key];
          const named = typeof value === 'string' ? /^\{(\w+)\}$/.exec(value) : null;
          fields[key] = value === '{host}' ? location.host : named ? param(named[1]!) : value;
        }
      }
      if (missing) continue;
      sent.push({ method, path, body: fields });
      // The key of the request the API client will make: its body as it would send it.
      keys.push(keyOf(method, `/api/${path}`, fields && JSON.stringify(fields)));
      pictures.push(call.picture);
    }
    if (!sent.length) return;
    const replies = fetch(config.batch, {
      method: 'POST',
      headers: {
        'Accept-Language': language,
        Authorization: authorization,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ calls: sent }),
      credentials: 'same-origin',
    })
      .then((r) => r.json())
      .then((envelope: { ret?: number; data?: { status: number; envelope: unknown }[] }) => {
        if (envelope.ret !== 0 || !envelope.data || envelope.data.length !== sent.length)
          throw new Error('The first calls were refused');
        return envelope.data;
      });
    const started: Record<string, StartedCall> = {};
    (window as unknown as Record<string, unknown>)[slotName] = started;
    keys.forEach((key, index) => {
      // Each call's own response, as if it had been sent alone; a refused or failed batch
      // fails them all, and the API client sends each itself.
      const response = replies.then((all) => {
        const reply = all[index]!;
        return new Response(JSON.stringify(reply.envelope), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        });
      });
      response.catch(() => undefined);
      started[key] = { authorization, language, response };
      const picture = pictures[index];
      if (!picture) return;
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
    });
    // The first date a page shows loads the browser's date and time data (ICU), some 30 ms of
    // the first render on this machine: it loads now, in a task of its own, while the page
    // waits for its code.
    setTimeout(() => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: config.timeZone }).format(0);
      } catch {
        // An unknown zone: the page's own formatter will say so.
      }
    }, 0);
  } catch {
    // No storage (private mode), no fetch: the site's code makes the calls itself.
  }
}
