/**
 * A landing page's first data call, started by a few lines in the page itself before the site's
 * code has arrived (issue 14: on a phone's network the code takes a second, and the page's data
 * and its largest picture waited for it). The page's script (`firstCallScript`, inlined by the
 * build into the landing documents) reads the session the site keeps in localStorage, sends the
 * call the page will make with the headers the API client would send, and asks for the picture
 * the answer names. The API client then takes that response for its own identical request
 * (`takeFirstCall`) instead of sending it again; anything else (another address, a token or
 * language that changed, a second request) goes out as usual.
 */

/** Where the page's script leaves the call it started. */
export const FIRST_CALL_GLOBAL = '__ascentFirstCall';

/** What the page's script started: one GET, with the headers it was sent with. */
export interface StartedCall {
  url: string;
  authorization: string;
  language: string;
  response: Promise<Response>;
}

/**
 * A landing address's first call: the API path (under /api/), where `{name}` is the address's
 * query parameter of that name (a positive whole number, else no call), and where the picture's
 * address is in the answer's data (`cover`, `banners.0.imageUrl`).
 */
export interface FirstCall {
  path: string;
  picture?: string;
}

export interface FirstCallConfig {
  /** The session's storage prefix (`createSessionStore`'s `prefix`). */
  prefix: string;
  /** The language the site shows when none was chosen. */
  defaultLanguage: string;
  /** By address (`/course/detail`). */
  calls: Record<string, FirstCall>;
}

type Slot = Record<string, StartedCall | undefined>;

/**
 * The response the page's script started for this request, once: only for the same address
 * with the same token and language, and only the first time it is asked for.
 */
export function takeFirstCall(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const slot = globalThis as unknown as Slot;
  const started = slot[FIRST_CALL_GLOBAL];
  if (!started || method !== 'GET' || started.url !== url) return undefined;
  slot[FIRST_CALL_GLOBAL] = undefined;
  if (
    started.authorization !== (headers.Authorization ?? '') ||
    started.language !== (headers['Accept-Language'] ?? '')
  )
    return undefined;
  return started.response;
}

/**
 * The page's script. Runs in the page before any module, so it is plain ES2017 with no
 * imports: the body of `startFirstCall` with its configuration. It never throws: a page
 * without storage, a signed-out visitor or an expired token simply starts nothing.
 */
export function firstCallScript(config: FirstCallConfig): string {
  // In a <script> element: no `</script>` may appear in the data.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(${startFirstCall.toString()})(${json(config)}, ${json(FIRST_CALL_GLOBAL)});`;
}

function startFirstCall(config: FirstCallConfig, slotName: string): void {
  try {
    const call = config.calls[location.pathname];
    if (!call) return;
    const storage = window.localStorage;
    const token = storage.getItem(`${config.prefix}access_token`);
    const expiry = Number(storage.getItem(`${config.prefix}token_expiry`)) || 0;
    if (!token || (expiry > 0 && Date.now() >= expiry)) return;
    const query = new URLSearchParams(location.search);
    let missing = false;
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = Number(query.get(name));
      if (!(value > 0 && Number.isInteger(value))) missing = true;
      return String(value);
    });
    if (missing) return;
    const url = `/api/${path}`;
    const authorization = `token ${token}`;
    const language = storage.getItem(`${config.prefix}lang`) || config.defaultLanguage;
    const response = fetch(url, {
      headers: { 'Accept-Language': language, Authorization: authorization },
      credentials: 'same-origin',
    });
    (window as unknown as Slot)[slotName] = { url, authorization, language, response };
    const picture = call.picture;
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
  } catch {
    // No storage (private mode), no fetch: the site's code makes the call itself.
  }
}
