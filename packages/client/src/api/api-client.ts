import type { TRefreshTokenResponse } from '@ascent/shared/auth';
import { RET, translate, type ApiEnvelope } from '@ascent/shared/errors';
import {
  splitEndpointName,
  type EndpointDef,
  type EndpointInput,
  type EndpointOutput,
} from '@ascent/shared/api';
import type { z } from 'zod';
import type { EndpointName, Endpoints } from '@ascent/shared/api/endpoints';
import type { SessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { cacheLifetime, createResponseCache, DEFAULT_CACHE_MS } from './response-cache.ts';
import {
  buildLoginUrl,
  decideRetAction,
  DEFAULT_LOGIN_PATH,
  hasHideErrTip,
  httpErrorMessage,
  type PageLocation,
} from './ret-action.ts';
import { singleFlight } from './single-flight.ts';
import { takeFirstCall } from './first-call.ts';

/**
 * What a client sends for an endpoint: a FormData for a multipart upload (`{ form, ...fields }`
 * when the upload also has path or query parameters), the path parameters and the bytes for a
 * raw chunk, else the parameters, query and body fields in one
 * object (the client puts `:name` fields in the path, the rest in the query of a GET or the
 * body of a POST).
 */
export type ClientInput<E extends EndpointDef> = E['upload'] extends z.ZodType
  ? E['params'] extends z.ZodType
    ? z.input<E['params']> & { form: FormData }
    : E['query'] extends z.ZodType
      ? z.input<E['query']> & { form: FormData }
      : FormData
  : E['octetStream'] extends object
    ? (E['params'] extends z.ZodType ? z.input<E['params']> : unknown) & { bytes: Blob }
    : EndpointInput<E>;

/** Spec section 7 and 9. */
export const API_BASE = '/api/';
export const API_TIMEOUT_MS = 180_000;
export const REFRESH_TOKEN_PATH = 'study/refreshToken';

export interface SessionInvalidInfo {
  ret: number;
  msg: string;
  /** Where to come back to after signing in (with the ret8 marker for ret 8). */
  returnPath: string;
  /** `{loginPath}?redirect=...` */
  loginUrl: string;
}

export interface RetInfo {
  ret: number;
  msg: string;
}

export interface ApiClientOptions {
  session: SessionStore;
  /** ret 2, 5, 8 (once per signed-in session): the session was already cleared; go to loginUrl. */
  onSessionInvalid: (info: SessionInvalidInfo) => void;
  /** ret 7: go home. */
  onForbidden: (info: RetInfo) => void;
  /** ret 99: go to /licence. */
  onLicence: (info: RetInfo) => void;
  /** Shows a message to the user (a toast). */
  notify: (message: string) => void;
  fetch?: typeof fetch;
  /** Default '/api/'. */
  baseUrl?: string;
  /** Default 180 000 ms. */
  timeoutMs?: number;
  /** Lifetime of `{ cache: true }` entries; default 30 000 ms. */
  cacheMs?: number;
  now?: () => number;
  /** The page location used for the return path and hideerrtip; default window.location. */
  getLocation?: () => PageLocation;
  /** Default '/login'. */
  loginPath?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON body, FormData sent as multipart, or a Blob sent as raw bytes (upload chunks). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Opt-in response cache: true for the default 30 s, or a lifetime in ms. Only ret 0 is cached. */
  cache?: boolean | number;
  /** Do not show business failures, ret 7 or HTTP errors: the caller shows them. Session rets still show. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** A downloaded file. */
export interface FileDownload {
  blob: Blob;
  filename: string;
}

/** The file name of a content-disposition header (RFC 6266: filename* first). */
export function filenameOf(disposition: string | null, fallback = 'download'): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** What a named call takes besides its input: where the request goes comes from the definition. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

export interface ApiClient {
  /**
   * An endpoint by name (`POST /api/study/position/list`): the input and the data on ret 0
   * are typed by its definition (@ascent/shared/api/endpoints). Rejects with ApiError
   * (carrying ret, msg and data) otherwise.
   */
  call<N extends EndpointName>(
    name: N,
    input?: ClientInput<Endpoints[N]>,
    options?: CallOptions,
  ): Promise<EndpointOutput<Endpoints[N]>>;
  /**
   * An endpoint by name, answering the envelope for ret 0 and every business failure (so
   * callers can read a refusal's data, such as the login's needCaptcha, or its msg). Rejects
   * with ApiError on ret 2/5 and on HTTP, timeout and network errors.
   */
  request<N extends EndpointName>(
    name: N,
    input?: ClientInput<Endpoints[N]>,
    options?: CallOptions,
  ): Promise<ApiEnvelope<EndpointOutput<Endpoints[N]>>>;
  /**
   * A file endpoint by name (an xlsx export, a PDF), with its typed input: the bytes and the
   * name from content-disposition. A refusal comes as the envelope and is handled like any
   * call's, then rejects.
   */
  download<N extends EndpointName>(
    name: N,
    input?: ClientInput<Endpoints[N]>,
    options?: Omit<CallOptions, 'cache'>,
  ): Promise<FileDownload>;
  /** Refreshes the access token now if it is past its expiry; one refresh at a time. */
  ensureFreshToken(): Promise<void>;
  clearCache(): void;
}

function browserLocation(): PageLocation {
  const loc = (globalThis as { location?: PageLocation }).location;
  return loc ? { pathname: loc.pathname, search: loc.search } : { pathname: '/', search: '' };
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${base}${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** An endpoint name and its input as a path under the API base and request options. */
export function endpointRequest(
  name: string,
  input: unknown,
  options: RequestOptions = {},
): { path: string; options: RequestOptions } {
  const { method, path } = splitEndpointName(name);
  if (input instanceof FormData)
    return { path: path.replace(/^\/api\//, ''), options: { ...options, method, body: input } };
  const rest: Record<string, unknown> = { ...((input as object | null | undefined) ?? {}) };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const relative = filled.replace(/^\/api\//, '');
  if (rest.bytes instanceof Blob)
    return { path: relative, options: { ...options, method, body: rest.bytes } };
  // An upload with path or query parameters: the form is the body, the rest the query.
  if (rest.form instanceof FormData) {
    const { form, ...query } = rest;
    return {
      path: relative,
      options: { ...options, method, body: form, query: query as Record<string, QueryValue> },
    };
  }
  if (method === 'GET')
    return {
      path: relative,
      options: { ...options, method, query: rest as Record<string, QueryValue> },
    };
  return { path: relative, options: { ...options, method, body: rest } };
}

function methodOf(opts: RequestOptions): HttpMethod {
  return opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ret?: unknown }).ret === 'number'
  );
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, notify } = options;
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.baseUrl ?? API_BASE;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  const now = options.now ?? Date.now;
  const getLocation = options.getLocation ?? browserLocation;
  const loginPath = options.loginPath ?? DEFAULT_LOGIN_PATH;
  const cache = createResponseCache<ApiEnvelope<unknown>>(now);
  /** Set once the login redirect started; a new token re-arms it (spec: "once"). */
  let sessionInvalidHandled = false;

  session.subscribe((state, prev) => {
    if (state.token === prev.token) return;
    cache.clear();
    if (state.token) sessionInvalidHandled = false;
  });

  const lang = () => session.getState().lang;

  function startLoginRedirect(ret: number, msg: string): void {
    if (sessionInvalidHandled) return;
    sessionInvalidHandled = true;
    if (msg) notify(msg);
    const action = decideRetAction(ret, getLocation(), loginPath);
    const returnPath = action.returnPath ?? '/';
    session.signOut();
    options.onSessionInvalid({
      ret,
      msg,
      returnPath,
      loginUrl: buildLoginUrl(returnPath, loginPath),
    });
  }

  function failTransport(error: ApiError, silent: boolean | undefined): never {
    if (!silent && !hasHideErrTip(getLocation().search)) notify(error.message);
    throw error;
  }

  /** One HTTP request: headers, body, timeout, network errors. Resolves the response. */
  async function send(path: string, opts: RequestOptions, withToken: boolean): Promise<Response> {
    const headers: Record<string, string> = { 'Accept-Language': lang() };
    const token = session.getState().token;
    if (withToken && token) headers.Authorization = `token ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body instanceof Blob) {
      headers['Content-Type'] = 'application/octet-stream';
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    const url = buildUrl(base, path, opts.query);
    // The landing page's own script may have sent this very request already (first-call.ts).
    const started = takeFirstCall(methodOf(opts), url, body, headers);
    if (started) {
      const response = await started.catch(() => undefined);
      if (response) return response;
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      return await fetchImpl(url, {
        method: methodOf(opts),
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (timedOut) {
        failTransport(
          new ApiError({ kind: 'timeout', message: translate('common.timeout', lang()) }),
          opts.silent,
        );
      }
      if (opts.signal?.aborted) throw cause;
      return failTransport(
        new ApiError({ kind: 'network', message: translate('common.networkError', lang()) }),
        opts.silent,
      );
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** A response's envelope; HTTP errors and non-envelope bodies reject. */
  async function readEnvelope(res: Response, opts: RequestOptions): Promise<ApiEnvelope<unknown>> {
    const json = await readJson(res);
    if (!res.ok) {
      const env = isEnvelope(json) ? json : undefined;
      failTransport(
        new ApiError({
          kind: 'http',
          status: res.status,
          ret: env?.ret,
          data: env?.data,
          message: httpErrorMessage(res.status, env?.msg, res.statusText),
        }),
        opts.silent,
      );
    }
    if (!isEnvelope(json)) {
      failTransport(
        new ApiError({
          kind: 'http',
          status: res.status,
          message: httpErrorMessage(res.status, '', res.statusText),
        }),
        opts.silent,
      );
    }
    return json;
  }

  /** One HTTP exchange: headers, timeout, HTTP errors. Resolves the parsed envelope. */
  async function exchange(
    path: string,
    opts: RequestOptions,
    withToken: boolean,
  ): Promise<ApiEnvelope<unknown>> {
    return readEnvelope(await send(path, opts, withToken), opts);
  }

  const refreshOnce = singleFlight(async () => {
    const { refreshToken } = session.getState();
    const env = await exchange(
      REFRESH_TOKEN_PATH,
      { method: 'POST', body: { refreshToken }, silent: true },
      false,
    );
    if (env.ret === RET.OK) {
      session.setTokens(env.data as TRefreshTokenResponse);
      return;
    }
    // A refresh token that does not work ends the session whatever the ret says.
    const ret = env.ret === RET.KICKED || env.ret === RET.NO_TOKEN ? env.ret : RET.TOKEN_EXPIRED;
    startLoginRedirect(ret, env.msg);
    throw new ApiError({ kind: 'ret', ret, message: env.msg, data: env.data });
  });

  async function ensureFreshToken(): Promise<void> {
    const state = session.getState();
    if (!state.refreshToken || !session.isExpired(now())) return;
    await refreshOnce();
  }

  async function requestPath<T>(path: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const ttl = cacheLifetime(opts.cache, cacheMs);
    const cacheKey =
      ttl > 0 && !(opts.body instanceof FormData)
        ? `${methodOf(opts)} ${buildUrl(base, path, opts.query)} ${JSON.stringify(opts.body ?? null)} ${lang()}`
        : '';
    if (cacheKey) {
      const hit = cache.get(cacheKey, ttl);
      if (hit) return hit as ApiEnvelope<T>;
    }

    await ensureFreshToken();
    const env = await exchange(path, opts, true);
    if (env.ret === RET.OK && cacheKey) cache.set(cacheKey, env);
    return settle<T>(env, opts);
  }

  /** The spec's ret handling (section 8): navigation, messages, rejection. */
  function settle<T>(env: ApiEnvelope<unknown>, opts: RequestOptions): ApiEnvelope<T> {
    if (env.ret === RET.OK) return env as ApiEnvelope<T>;
    const action = decideRetAction(env.ret, getLocation(), loginPath);
    switch (action.navigate) {
      case 'login':
        startLoginRedirect(env.ret, env.msg);
        break;
      case 'home':
        // A silent caller (the admin login form, say) shows the ret 7 message itself.
        if (env.msg && !opts.silent) notify(env.msg);
        options.onForbidden({ ret: env.ret, msg: env.msg });
        break;
      case 'licence':
        if (env.msg) notify(env.msg);
        options.onLicence({ ret: env.ret, msg: env.msg });
        break;
      default:
        if (action.notify && !opts.silent && env.msg) notify(env.msg);
    }
    if (action.reject)
      throw new ApiError({ kind: 'ret', ret: env.ret, message: env.msg, data: env.data });
    return env as ApiEnvelope<T>;
  }

  async function download(path: string, opts: RequestOptions = {}): Promise<FileDownload> {
    await ensureFreshToken();
    const res = await send(path, opts, true);
    const type = res.headers.get('content-type') ?? '';
    if (res.ok && !type.includes('json')) {
      return {
        blob: await res.blob(),
        filename: filenameOf(res.headers.get('content-disposition')),
      };
    }
    // No file: a refusal in the envelope (or an HTTP error), handled like any call's.
    const env = settle<unknown>(await readEnvelope(res, opts), opts);
    throw new ApiError({ kind: 'ret', ret: env.ret, message: env.msg, data: env.data });
  }

  async function callPath<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const env = await requestPath<T>(path, opts);
    if (env.ret !== RET.OK)
      throw new ApiError({ kind: 'ret', ret: env.ret, message: env.msg, data: env.data });
    return env.data;
  }

  return {
    call: (name, input, opts) => {
      const r = endpointRequest(name, input, opts);
      return callPath(r.path, r.options);
    },
    request: (name, input, opts) => {
      const r = endpointRequest(name, input, opts);
      return requestPath(r.path, r.options);
    },
    download: (name, input, opts) => {
      const r = endpointRequest(name, input, opts);
      return download(r.path, r.options);
    },
    ensureFreshToken,
    clearCache: () => cache.clear(),
  };
}
