import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/memory-storage.ts';
import { createSessionStore } from '../session/session-store.ts';
import { createApiClient, endpointRequest, type ApiClientOptions } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function envelope(ret: number, data: unknown = null, msg = ''): Response {
  return new Response(JSON.stringify({ ret, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  let clock = 1_000_000;
  const storage = createMemoryStorage();
  const session = createSessionStore({ storage, now: () => clock });
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return handler(url, init ?? {});
  });
  let location = { pathname: '/study', search: '' };
  const notify = vi.fn<(m: string) => void>();
  const onSessionInvalid = vi.fn();
  const onForbidden = vi.fn();
  const onLicence = vi.fn();
  const client = createApiClient({
    session,
    notify,
    onSessionInvalid,
    onForbidden,
    onLicence,
    fetch: fetchMock as unknown as typeof fetch,
    now: () => clock,
    getLocation: () => location,
    ...overrides,
  });
  return {
    client,
    session,
    calls,
    notify,
    onSessionInvalid,
    onForbidden,
    onLicence,
    advance: (ms: number) => (clock += ms),
    setLocation: (l: { pathname: string; search: string }) => (location = l),
    signIn: () =>
      session.signIn({
        token: 'access-1',
        refreshToken: 'refresh-1',
        expiresIn: 7200,
        isAdmin: false,
        canManage: false,
        changePassword: false,
        passwordExpire: false,
      }),
  };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

afterEach(() => {
  vi.useRealTimers();
});

/** Two plain calls (GET, no input), standing for any call, and their addresses. */
const A = 'GET /api/study/course/home';
const A_URL = '/api/study/course/home';
const B = 'GET /api/study/knowledge/category/tree';
const B_URL = '/api/study/knowledge/category/tree';
/** A login body: the ret tests only read the envelope. */
const LOGIN = { account: 'ann', password: 'secret' };

describe('createApiClient: requests', () => {
  it('sends Authorization: token {token} and Accept-Language under /api/', async () => {
    const t = setup(() => envelope(0, { ok: true }));
    t.signIn();
    t.session.setState({ lang: 'en-US' });
    await expect(t.client.call('GET /api/study/me/profile')).resolves.toEqual({ ok: true });
    const [call] = t.calls;
    expect(call?.url).toBe('/api/study/me/profile');
    expect(header(call!.init, 'Authorization')).toBe('token access-1');
    expect(header(call!.init, 'Accept-Language')).toBe('en-US');
  });

  it('sends no Authorization header when signed out, and JSON bodies as POST', async () => {
    const t = setup(() => envelope(0, {}));
    await t.client.call('POST /api/study/platform/config', { site: 'a', platform: 'web' });
    expect(header(t.calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(t.calls[0]!.init.method).toBe('POST');
    expect(t.calls[0]!.init.body).toBe('{"site":"a","platform":"web"}');
  });
});

describe('endpointRequest: a name and its input as a request', () => {
  it('fills path parameters and sends the rest as the query of a GET', () => {
    const r = endpointRequest('GET /api/study/face/:id/detail', { id: 7, tab: 'a b' });
    expect(r).toEqual({
      path: 'study/face/7/detail',
      options: { method: 'GET', query: { tab: 'a b' } },
    });
  });
  it('sends the fields as the body of a POST, path parameters taken out', () => {
    const r = endpointRequest('POST /api/manage/upload/chunk/:uploadId/complete', {
      uploadId: 'u/1',
      x: 1,
    });
    expect(r.path).toBe('manage/upload/chunk/u%2F1/complete');
    expect(r.options).toEqual({ method: 'POST', body: { x: 1 } });
  });
  it('sends a FormData as it is and a chunk as raw bytes', () => {
    const form = new FormData();
    expect(endpointRequest('POST /api/study/upload/file', form).options.body).toBe(form);
    const bytes = new Blob(['abc']);
    const r = endpointRequest('POST /api/manage/upload/chunk/:uploadId/:index', {
      uploadId: 'u',
      index: 2,
      bytes,
    });
    expect(r.path).toBe('manage/upload/chunk/u/2');
    expect(r.options.body).toBe(bytes);
  });
  it('sends an upload with query parameters as the form and a query', () => {
    const form = new FormData();
    const r = endpointRequest('POST /api/manage/question/import', { form, bankId: 4 });
    expect(r).toEqual({
      path: 'manage/question/import',
      options: { method: 'POST', body: form, query: { bankId: 4 } },
    });
  });
  it('keeps the caller options and sends an empty body for no input', () => {
    const r = endpointRequest('POST /api/study/me/study/totals', undefined, { silent: true });
    expect(r.options).toEqual({ silent: true, method: 'POST', body: {} });
  });
});

describe('createApiClient: raw bodies', () => {
  it('sends a Blob as application/octet-stream (upload chunks)', async () => {
    const t = setup(() => envelope(0, { receivedChunks: [0] }));
    t.signIn();
    const chunk = new Blob([new Uint8Array([1, 2, 3])]);
    await expect(
      t.client.call('POST /api/manage/upload/chunk/:uploadId/:index', {
        uploadId: 'u',
        index: 0,
        bytes: chunk,
      }),
    ).resolves.toEqual({
      receivedChunks: [0],
    });
    const [call] = t.calls;
    expect(call?.url).toBe('/api/manage/upload/chunk/u/0');
    expect(call?.init.method).toBe('POST');
    expect(header(call!.init, 'Content-Type')).toBe('application/octet-stream');
    expect(call?.init.body).toBe(chunk);
  });
});

describe('createApiClient: token refresh', () => {
  it('refreshes once for two concurrent calls after expiry, then uses the new token', async () => {
    let refreshes = 0;
    const t = setup(async (url) => {
      if (url.endsWith('study/refreshToken')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        return envelope(0, { token: 'access-2', refreshToken: 'refresh-2', expiresIn: 7200 });
      }
      return envelope(0, 'data');
    });
    t.signIn();
    t.advance(90 * 60_000); // exactly the stored expiry: now is past it
    const results = await Promise.all([t.client.call(A), t.client.call(B)]);
    expect(results).toEqual(['data', 'data']);
    expect(refreshes).toBe(1);
    const refreshCall = t.calls.find((c) => c.url.endsWith('refreshToken'))!;
    expect(JSON.parse(String(refreshCall.init.body))).toEqual({ refreshToken: 'refresh-1' });
    const others = t.calls.filter((c) => !c.url.endsWith('refreshToken'));
    expect(others.map((c) => header(c.init, 'Authorization'))).toEqual([
      'token access-2',
      'token access-2',
    ]);
    expect(t.session.getState().refreshToken).toBe('refresh-2');
  });

  it('does not refresh before the expiry', async () => {
    const t = setup(() => envelope(0, 1));
    t.signIn();
    t.advance(90 * 60_000 - 1);
    await t.client.call(A);
    expect(t.calls.map((c) => c.url)).toEqual([A_URL]);
  });

  it('a failed refresh ends the session once and rejects both calls', async () => {
    const t = setup((url) =>
      url.endsWith('refreshToken') ? envelope(5, null, 'expired') : envelope(0, 'never'),
    );
    t.signIn();
    t.advance(2 * 60 * 60_000);
    const results = await Promise.allSettled([t.client.call(A), t.client.call(B)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(t.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.session.getState().token).toBe('');
  });
});

describe('createApiClient: ret handling', () => {
  it.each([2, 5])('ret %i: msg once, redirect once, rejects', async (ret) => {
    const t = setup(() => envelope(ret, null, 'please sign in'));
    t.signIn();
    t.setLocation({ pathname: '/mine/layout', search: '?x=1' });
    const results = await Promise.allSettled([t.client.request(A), t.client.request(B)]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(
      true,
    );
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith('please sign in');
    expect(t.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(t.onSessionInvalid).toHaveBeenCalledWith({
      ret,
      msg: 'please sign in',
      returnPath: '/mine/layout?x=1',
      loginUrl: '/login?redirect=%2Fmine%2Flayout%3Fx%3D1',
    });
    expect(t.session.getState().token).toBe('');
  });

  it('re-arms the once-latch after a new sign-in', async () => {
    const t = setup(() => envelope(2, null, 'no token'));
    t.signIn();
    await t.client.request(A).catch(() => undefined);
    t.signIn();
    await t.client.request(A).catch(() => undefined);
    expect(t.onSessionInvalid).toHaveBeenCalledTimes(2);
  });

  it('ret 8: redirect with the ret8 marker, envelope still returned', async () => {
    const t = setup(() => envelope(8, { why: 'elsewhere' }, 'signed in elsewhere'));
    t.signIn();
    const env = await t.client.request(A);
    expect(env.data).toEqual({ why: 'elsewhere' });
    expect(t.onSessionInvalid.mock.calls[0]?.[0]).toMatchObject({ returnPath: '/study?ret8=1' });
  });

  it('ret 8 while on the login page: no marker', async () => {
    const t = setup(() => envelope(8, null, 'elsewhere'));
    t.signIn();
    t.setLocation({ pathname: '/login', search: '?redirect=%2Fmine' });
    await t.client.request(A);
    expect(t.onSessionInvalid.mock.calls[0]?.[0]).toMatchObject({
      returnPath: '/mine',
      loginUrl: '/login?redirect=%2Fmine',
    });
  });

  it('ret 7: msg, go home; ret 99: msg, go to licence', async () => {
    const t = setup((url) =>
      url === A_URL ? envelope(7, null, 'not allowed') : envelope(99, null, 'licence'),
    );
    await t.client.request(A);
    await t.client.request(B);
    expect(t.onForbidden).toHaveBeenCalledWith({ ret: 7, msg: 'not allowed' });
    expect(t.onLicence).toHaveBeenCalledWith({ ret: 99, msg: 'licence' });
    expect(t.notify.mock.calls).toEqual([['not allowed'], ['licence']]);
  });

  it('ret 7 with silent: no toast (the caller shows it), still handed to onForbidden', async () => {
    const t = setup(() => envelope(7, null, 'no admin rights'));
    await t.client.request('POST /api/manage/accountLogin', LOGIN, { silent: true });
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.onForbidden).toHaveBeenCalledWith({ ret: 7, msg: 'no admin rights' });
  });

  it('other rets: show msg and resolve the envelope; call() rejects with the data', async () => {
    const t = setup(() => envelope(1, { needCaptcha: true }, 'wrong password'));
    const env = await t.client.request('POST /api/study/accountLogin', LOGIN);
    expect(env).toEqual({ ret: 1, msg: 'wrong password', data: { needCaptcha: true } });
    expect(t.notify).toHaveBeenCalledWith('wrong password');
    const error = await t.client
      .call('POST /api/manage/position/delete', { ids: [1] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ret: 1, message: 'wrong password', data: { needCaptcha: true } });
  });

  it('hideerrtip=1 hides business failures; silent hides them too', async () => {
    const t = setup(() => envelope(1, null, 'nope'));
    t.setLocation({ pathname: '/study', search: '?hideerrtip=1' });
    await t.client.request(A);
    t.setLocation({ pathname: '/study', search: '' });
    await t.client.request(A, undefined, { silent: true });
    expect(t.notify).not.toHaveBeenCalled();
  });
});

describe('createApiClient: transport errors', () => {
  it('HTTP errors give error:{status},{message or status text}', async () => {
    const t = setup((url) =>
      url === A_URL
        ? new Response('oops', { status: 502, statusText: 'Bad Gateway' })
        : new Response(JSON.stringify({ ret: 1, msg: 'No such path', data: null }), {
            status: 404,
          }),
    );
    await expect(t.client.request(A)).rejects.toMatchObject({
      kind: 'http',
      message: 'error:502,Bad Gateway',
    });
    await expect(t.client.request(B)).rejects.toMatchObject({
      status: 404,
      message: 'error:404,No such path',
    });
    expect(t.notify.mock.calls).toEqual([['error:502,Bad Gateway'], ['error:404,No such path']]);
  });

  it('times out after the configured time with the translated timeout message', async () => {
    const t = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
      { timeoutMs: 20 },
    );
    t.session.setState({ lang: 'en-US' });
    await expect(t.client.request(A)).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The request timed out',
    });
    expect(t.notify).toHaveBeenCalledWith('The request timed out');
  });

  it('uses 180 000 ms by default', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const t = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const pending = t.client.request(A).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect(await pending).toMatchObject({ kind: 'timeout', message: '请求超时' });
  });
});

describe('createApiClient: response cache', () => {
  it('serves a cached reply within 30 s and fetches again after', async () => {
    let n = 0;
    const t = setup(() => envelope(0, ++n));
    const menu = () => t.client.call('GET /api/study/home/menu/pc', undefined, { cache: true });
    expect(await menu()).toBe(1);
    t.advance(29_999);
    expect(await menu()).toBe(1);
    t.advance(1);
    expect(await menu()).toBe(2);
    expect(t.calls).toHaveLength(2);
  });

  it('does not cache without opting in, nor failures, and honours a custom lifetime', async () => {
    let n = 0;
    const FAIL = 'GET /api/study/search/hotwords';
    const t = setup((url) =>
      url.endsWith('/hotwords') ? envelope(1, null, 'x') : envelope(0, ++n),
    );
    await t.client.call(A);
    await t.client.call(A);
    expect(n).toBe(2);
    await t.client.request(FAIL, undefined, { cache: true });
    await t.client.request(FAIL, undefined, { cache: true });
    expect(t.calls.filter((c) => c.url.endsWith('/hotwords'))).toHaveLength(2);
    await t.client.call(B, undefined, { cache: 1000 });
    t.advance(1000);
    await t.client.call(B, undefined, { cache: 1000 });
    expect(t.calls.filter((c) => c.url === B_URL)).toHaveLength(2);
  });

  it('is cleared when the user changes', async () => {
    let n = 0;
    const t = setup(() => envelope(0, ++n));
    await t.client.call(A, undefined, { cache: true });
    t.signIn();
    expect(await t.client.call(A, undefined, { cache: true })).toBe(2);
  });
});

describe('createApiClient: file downloads', () => {
  it('resolves the bytes and the file name of an attachment, with the token sent', async () => {
    const t = setup(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="users.xlsx"; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx`,
          },
        }),
    );
    t.signIn();
    const file = await t.client.download('POST /api/manage/user/export', {});
    expect(file.filename).toBe('用户.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(header(t.calls[0]!.init, 'Authorization')).toBe('token access-1');
    expect(t.calls[0]!.init.method).toBe('POST');
    expect(t.calls[0]!.url).toBe('/api/manage/user/export');
    expect(t.calls[0]!.init.body).toBe('{}');
  });

  it('a refusal in the envelope is shown and rejects; ret 7 goes home', async () => {
    const t = setup(() => envelope(1, null, 'Too many'));
    t.signIn();
    await expect(t.client.download('POST /api/manage/user/export', {})).rejects.toMatchObject({
      ret: 1,
      message: 'Too many',
    });
    expect(t.notify).toHaveBeenCalledWith('Too many');
    const f = setup(() => envelope(7, null, 'No rights'));
    f.signIn();
    await expect(f.client.download('GET /api/manage/user/import-template')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(f.onForbidden).toHaveBeenCalled();
  });
});

describe('filenameOf', () => {
  it('prefers filename*, falls back to filename, then to the default', async () => {
    const { filenameOf } = await import('./api-client.ts');
    expect(filenameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''b%20c.xlsx`)).toBe(
      'b c.xlsx',
    );
    expect(filenameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(filenameOf('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameOf(null)).toBe('download');
  });
});
