import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/memory-storage.ts';
import { createSessionStore } from '../session/session-store.ts';
import { createApiClient } from './api-client.ts';
import {
  FIRST_CALL_GLOBAL,
  firstCallScript,
  takeFirstCall,
  type FirstCallConfig,
  type StartedCall,
} from './first-call.ts';

const CONFIG: FirstCallConfig = {
  prefix: '',
  defaultLanguage: 'zh-CN',
  timeZone: 'Asia/Shanghai',
  calls: {
    '/study': [{ path: 'study/home/detail', picture: 'banners.0.imageUrl' }],
    '/course/detail': [
      { path: 'study/course/{id}/detail', picture: 'cover' },
      { method: 'POST', path: 'study/platform/config', body: { site: '{host}', n: 1 } },
      { path: 'study/me/profile' },
      { method: 'POST', path: 'study/me/check/permission', body: { courseId: '{id}' } },
    ],
  },
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ ret: 0, msg: '', data }), {
    headers: { 'content-type': 'application/json' },
  });

interface SentCall {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** The batch's answer: each call's status and envelope (`each`), in order. */
const answerEach =
  (each: (call: SentCall) => { status: number; envelope: unknown }) =>
  (_url: string, init: RequestInit) =>
    ok((JSON.parse(init.body as string) as { calls: SentCall[] }).calls.map(each));

const answered = (data: unknown) =>
  answerEach(() => ({ status: 200, envelope: { ret: 0, msg: '', data } }));

/**
 * Runs the page's script as a page at `address` with this storage would: the page's parsing,
 * then the task it queued (the calls). `nextTask` runs the next one the page queued.
 */
function runScript(
  address: string,
  stored: Record<string, string>,
  answer: (url: string, init: RequestInit) => Response = answered({}),
) {
  const url = new URL(address, 'http://site.test');
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  /** The calls the batch carried. */
  const sent = () =>
    fetchMock.mock.calls.flatMap(
      ([, init]) => (JSON.parse(init.body as string) as { calls: SentCall[] }).calls,
    );
  const pictures: { src: string; fetchPriority: string }[] = [];
  class FakeImage {
    src = '';
    fetchPriority = '';
    constructor() {
      pictures.push(this);
    }
  }
  const zones: (string | undefined)[] = [];
  const FakeIntl = {
    DateTimeFormat: class extends Intl.DateTimeFormat {
      constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
        super(locale, options);
        zones.push(options?.timeZone);
      }
    },
  };
  const tasks: (() => void)[] = [];
  const page = {
    localStorage: createMemoryStorage(stored),
    Intl: FakeIntl,
    setTimeout: (task: () => void) => void tasks.push(task),
    location: { pathname: url.pathname, search: url.search, host: url.host },
    fetch: fetchMock,
    Image: FakeImage,
    URLSearchParams,
    Date,
    Number,
    String,
  } as Record<string, unknown>;
  page.window = page;
  new Function(...Object.keys(page), firstCallScript(CONFIG))(...Object.values(page));
  const callsWhileParsing = fetchMock.mock.calls.length;
  const nextTask = () => tasks.shift()?.();
  nextTask();
  const started = page[FIRST_CALL_GLOBAL] as Record<string, StartedCall> | undefined;
  return { page, fetchMock, sent, pictures, started, zones, callsWhileParsing, nextTask };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a landing page's first call", () => {
  afterEach(() => {
    (globalThis as Record<string, unknown>)[FIRST_CALL_GLOBAL] = undefined;
  });

  it('sends the calls the page will make in one request, with the headers and bodies the API client sends, and asks for the picture', async () => {
    const { fetchMock, sent, pictures, started, callsWhileParsing } = runScript(
      '/course/detail?id=42',
      { access_token: 'tok', token_expiry: String(Date.now() + 60_000), lang: 'en-US' },
      answerEach((call) =>
        call.path === 'study/me/profile'
          ? { status: 401, envelope: { ret: 4, msg: 'signed out', data: null } }
          : { status: 200, envelope: { ret: 0, msg: '', data: { cover: '/covers/course-2.svg' } } },
      ),
    );
    // Nothing while the page is parsed: the calls start in the task after it.
    expect(callsWhileParsing).toBe(0);
    expect(fetchMock.mock.calls).toEqual([
      [
        '/api/first-calls',
        {
          method: 'POST',
          headers: {
            'Accept-Language': 'en-US',
            Authorization: 'token tok',
            'Content-Type': 'application/json',
          },
          body: expect.any(String),
          credentials: 'same-origin',
        },
      ],
    ]);
    expect(sent()).toEqual([
      { method: 'GET', path: 'study/course/42/detail' },
      { method: 'POST', path: 'study/platform/config', body: { site: 'site.test', n: 1 } },
      { method: 'GET', path: 'study/me/profile' },
      // The address's id, as a number.
      { method: 'POST', path: 'study/me/check/permission', body: { courseId: 42 } },
    ]);
    // Each by the request the API client will make for it.
    expect(Object.keys(started!)).toEqual([
      'GET /api/study/course/42/detail ',
      'POST /api/study/platform/config {"site":"site.test","n":1}',
      'GET /api/study/me/profile ',
      'POST /api/study/me/check/permission {"courseId":42}',
    ]);
    const detail = started!['GET /api/study/course/42/detail ']!;
    expect(detail).toMatchObject({ authorization: 'token tok', language: 'en-US' });
    await settle();
    // One picture: the one the course names (the others name none: no `picture`).
    expect(pictures).toEqual([{ src: '/covers/course-2.svg', fetchPriority: 'high' }]);
    // Each call's own response, whole for the API client (the script read a clone).
    const response = await detail.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ret: 0,
      data: { cover: '/covers/course-2.svg' },
    });
    const profile = await started!['GET /api/study/me/profile ']!.response;
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({ ret: 4, msg: 'signed out', data: null });
  });

  it('fails every call when the batch is refused or fails, so that the API client sends each itself', async () => {
    const refused = runScript('/course/detail?id=3', { access_token: 'tok' }, () => ok(null));
    const failed = runScript('/course/detail?id=3', { access_token: 'tok' }, () => {
      throw new TypeError('network');
    });
    const unwrapped = runScript(
      '/course/detail?id=3',
      { access_token: 'tok' },
      () => new Response('<html>', { status: 502 }),
    );
    for (const { started, pictures } of [refused, failed, unwrapped]) {
      const calls = Object.values(started!);
      expect(calls).toHaveLength(4);
      for (const call of calls) await expect(call.response).rejects.toThrow();
      expect(pictures).toEqual([]);
    }
  });

  it('finds the picture down a path and shows the default language when none was chosen', async () => {
    const { fetchMock, pictures } = runScript(
      '/study',
      { access_token: 'tok' },
      answered({ banners: [{ imageUrl: '/covers/banner-4.svg' }] }),
    );
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ 'Accept-Language': 'zh-CN' });
    await settle();
    expect(pictures.map((p) => p.src)).toEqual(['/covers/banner-4.svg']);
  });

  it("loads the browser's date and time data after starting the calls, in a task of its own", () => {
    const { zones, nextTask } = runScript('/study', { access_token: 'tok' });
    expect(zones).toEqual([]);
    nextTask();
    expect(zones).toEqual(['Asia/Shanghai']);
    const signedOut = runScript('/study', {});
    signedOut.nextTask();
    expect(signedOut.zones).toEqual([]);
  });

  it('starts nothing signed out, with an expired token, on another page, or when storage fails, and no call that lacks its id', () => {
    const signedIn = { access_token: 'tok' };
    expect(runScript('/course/detail?id=1', {}).fetchMock).not.toHaveBeenCalled();
    expect(
      runScript('/course/detail?id=1', { access_token: 'tok', token_expiry: '1000' }).fetchMock,
    ).not.toHaveBeenCalled();
    for (const address of ['/course/detail', '/course/detail?id=x', '/course/detail?id=1.5'])
      expect(
        runScript(address, signedIn)
          .sent()
          .map((call) => call.path),
        address,
      ).toEqual(['study/platform/config', 'study/me/profile']);
    expect(runScript('/exam/list', signedIn).fetchMock).not.toHaveBeenCalled();
    const broken = createMemoryStorage();
    broken.getItem = () => {
      throw new Error('blocked');
    };
    expect(() =>
      new Function('window', 'location', 'setTimeout', firstCallScript(CONFIG))(
        { localStorage: broken },
        { pathname: '/study', search: '' },
        (task: () => void) => task(),
      ),
    ).not.toThrow();
  });

  it('asks for no picture when the call was refused', async () => {
    const refused = answerEach(() => ({
      status: 200,
      envelope: { ret: 4, msg: 'no', data: null },
    }));
    const { pictures } = runScript('/course/detail?id=3', { access_token: 'tok' }, refused);
    await settle();
    expect(pictures).toEqual([]);
  });

  it('is taken once, for the same method, address, body, token and language only', () => {
    const response = Promise.resolve(ok({}));
    const slot = globalThis as Record<string, unknown>;
    const call = { authorization: 'token t', language: 'zh-CN', response };
    const headers = { Authorization: 'token t', 'Accept-Language': 'zh-CN' };
    slot[FIRST_CALL_GLOBAL] = { 'GET /api/a ': call, 'POST /api/b {"x":1}': call };
    expect(takeFirstCall('GET', '/api/c', undefined, headers)).toBeUndefined();
    expect(takeFirstCall('POST', '/api/a', undefined, headers)).toBeUndefined();
    expect(takeFirstCall('POST', '/api/b', '{"x":2}', headers)).toBeUndefined();
    expect(takeFirstCall('POST', '/api/b', new Blob(['{"x":1}']), headers)).toBeUndefined();
    expect(takeFirstCall('GET', '/api/a', undefined, headers)).toBe(response);
    expect(takeFirstCall('GET', '/api/a', undefined, headers)).toBeUndefined();
    expect(takeFirstCall('POST', '/api/b', '{"x":1}', headers)).toBe(response);
    slot[FIRST_CALL_GLOBAL] = { 'GET /api/a ': call };
    expect(
      takeFirstCall('GET', '/api/a', undefined, { ...headers, Authorization: 'token u' }),
    ).toBeUndefined();
    // A mismatch uses it up: a later request with the right token sends its own.
    expect(takeFirstCall('GET', '/api/a', undefined, headers)).toBeUndefined();
  });

  it("is the API client's answer to that request, and a failed one is sent again", async () => {
    const storage = createMemoryStorage({ access_token: 'tok' });
    const session = createSessionStore({ storage });
    const fetchMock = vi.fn(async () => ok({ from: 'client' }));
    const client = createApiClient({
      session,
      notify: vi.fn(),
      onSessionInvalid: vi.fn(),
      onForbidden: vi.fn(),
      onLicence: vi.fn(),
      fetch: fetchMock as unknown as typeof fetch,
    });
    const slot = globalThis as Record<string, unknown>;
    const language = session.getState().lang;
    slot[FIRST_CALL_GLOBAL] = {
      'GET /api/study/course/7/detail ': {
        authorization: 'token tok',
        language,
        response: Promise.resolve(ok({ from: 'page' })),
      },
      'POST /api/study/platform/config {"site":"h","platform":"web"}': {
        authorization: 'token tok',
        language,
        response: Promise.resolve(ok({ from: 'page config' })),
      },
    };
    expect(await client.call('GET /api/study/course/:id/detail', { id: 7 })).toEqual({
      from: 'page',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // Asked again: the client's own request.
    expect(await client.call('GET /api/study/course/:id/detail', { id: 7 })).toEqual({
      from: 'client',
    });
    expect(
      await client.call('POST /api/study/platform/config', { site: 'h', platform: 'web' }),
    ).toEqual({ from: 'page config' });
    slot[FIRST_CALL_GLOBAL] = {
      'GET /api/study/course/7/detail ': {
        authorization: 'token tok',
        language,
        response: Promise.reject(new TypeError('network')),
      },
    };
    expect(await client.call('GET /api/study/course/:id/detail', { id: 7 })).toEqual({
      from: 'client',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
