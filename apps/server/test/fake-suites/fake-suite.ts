import { randomBytes } from 'node:crypto';
import {
  json,
  startFakeServer,
  type FakeAnswer,
  type FakeServer,
  type RawRequest,
} from '../fake-server.ts';

/**
 * Test support: a local stand-in for a workplace suite (WeCom, DingTalk, Feishu, WeChat) that
 * speaks the suite's documented OAuth and user-info endpoints and error codes. The generic part
 * here keeps the directory, the codes its sign-in page hands out (single use, 5 minutes), the
 * app tokens, a count of calls per path and failures a test asks for; each suite's file maps its
 * own paths and answer shapes onto it.
 */

/** A person in the suite's directory. */
export interface FakeMember {
  userId: string;
  name: string;
  mobile?: string;
  email?: string;
  /** DingTalk's job_number, Feishu's employee_no. */
  employeeNo?: string;
  /** DingTalk and Feishu: the person's id across the suite's apps (default `u-<userId>`). */
  unionId?: string;
}

/** A parsed request: its path, query, JSON body (or {}) and headers. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: RawRequest['headers'];
}

/** A department of the suite's directory (directory sync); `parentId` null for the root. */
export interface FakeDepartment {
  id: string;
  name: string;
  parentId: string | null;
  order: number;
}

/** A member of the suite's directory as its list calls answer them (directory sync). */
export interface FakePerson {
  userId: string;
  name: string;
  mobile: string;
  email: string;
  position: string;
  departmentId: string;
  active: boolean;
}

export interface FakeSuiteCore {
  members: Map<string, FakeMember>;
  /** The directory the list calls answer (directory sync): filled by `fillDirectory`. */
  departments: Map<string, FakeDepartment>;
  people: Map<string, FakePerson>;
  /** Who the sign-in page signs in next: a member's userId, or null for someone outside. */
  signedIn: string | null;
  /** The app's credentials the fake accepts. */
  appId: string;
  secret: string;
  /** A code for that member (or '' for an outsider), as the sign-in page or JS API issues it. */
  issueCode(userId: string | null): string;
  /** The code's member, spending it; undefined when unknown, spent or expired. */
  takeCode(code: string): { userId: string | null } | undefined;
  /** A new app token, good for `expiresIn` seconds. */
  issueToken(): { token: string; expiresIn: number };
  tokenValid(token: string | null | undefined): boolean;
  /** Ends every token now (the suite's "token expired"). */
  expireTokens(): void;
}

export interface FakeSuite extends FakeSuiteCore {
  origin: string;
  /** How many requests reached `path`. */
  calls(path: string): number;
  /** The next request to `path` gets this answer instead (a suite's error). */
  failNext(path: string, answer: FakeAnswer): void;
  /** After `pass` more requests to `path` go through, the next gets this answer instead. */
  failAfter(path: string, pass: number, answer: FakeAnswer): void;
  /** Every answer to `path` comes `ms` late (0: on time again): a slow suite. */
  slowDown(path: string, ms: number): void;
  /**
   * Answers to `path` wait until the returned function is called (then every held one goes):
   * a suite that is mid-answer for as long as a test needs, whatever the machine's speed.
   */
  hold(path: string): () => void;
  close(): Promise<void>;
}

/** A suite's own routes: answer the request, or undefined for 404. */
export type SuiteRoutes = (req: FakeRequest, core: FakeSuiteCore) => FakeAnswer | undefined;

export async function startFakeSuite(
  routes: SuiteRoutes,
  options: { appId: string; secret: string; members?: FakeMember[] },
): Promise<FakeSuite> {
  const codes = new Map<string, { userId: string | null; until: number }>();
  const tokens = new Map<string, number>();
  const counts = new Map<string, number>();
  const failures = new Map<string, { pass: number; answer: FakeAnswer }>();
  const delays = new Map<string, number>();
  const holds = new Map<string, Promise<void>>();
  const late = (answer: FakeAnswer, path: string): FakeAnswer =>
    answer === 'no answer'
      ? answer
      : { ...answer, delayMs: delays.get(path) || undefined, after: holds.get(path) };
  const core: FakeSuiteCore = {
    members: new Map((options.members ?? []).map((m) => [m.userId, m])),
    departments: new Map(),
    people: new Map(),
    signedIn: null,
    appId: options.appId,
    secret: options.secret,
    issueCode(userId) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { userId, until: Date.now() + 300_000 });
      return code;
    },
    takeCode(code) {
      const entry = codes.get(code);
      codes.delete(code);
      return entry && entry.until > Date.now() ? { userId: entry.userId } : undefined;
    },
    issueToken() {
      const token = randomBytes(16).toString('hex');
      tokens.set(token, Date.now() + 7_200_000);
      return { token, expiresIn: 7200 };
    },
    tokenValid: (token) => Boolean(token) && (tokens.get(token!) ?? 0) > Date.now(),
    expireTokens: () => tokens.clear(),
  };
  const server: FakeServer = await startFakeServer((raw) => {
    const url = new URL(raw.url, 'http://fake');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const failure = failures.get(url.pathname);
    if (failure && failure.pass-- <= 0) {
      failures.delete(url.pathname);
      return failure.answer;
    }
    let body: Record<string, unknown> = {};
    if (raw.body) {
      try {
        body = JSON.parse(raw.body) as Record<string, unknown>;
      } catch {
        return json(400, { error: 'body is not JSON' });
      }
    }
    const request = {
      method: raw.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: raw.headers,
    };
    return late(
      routes(request, core) ?? json(404, { error: `no route ${url.pathname}` }),
      url.pathname,
    );
  });
  return Object.assign(core, {
    origin: server.origin,
    calls: (path: string) => counts.get(path) ?? 0,
    failNext: (path: string, answer: FakeAnswer) => void failures.set(path, { pass: 0, answer }),
    failAfter: (path: string, pass: number, answer: FakeAnswer) =>
      void failures.set(path, { pass, answer }),
    slowDown: (path: string, ms: number) => void delays.set(path, ms),
    hold(path: string) {
      let release = () => {};
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(path);
        release();
      };
    },
    close: () => server.close(),
  });
}

/** The browser's way back to the application with the code, as the suites' sign-in pages do. */
export function backWithCode(redirectUri: string | null, code: string, state: string | null) {
  const back = new URL(redirectUri ?? '');
  back.searchParams.set('code', code);
  if (state !== null) back.searchParams.set('state', state);
  return back.href;
}

/**
 * Fills the suite's directory with a generated company: `departments` departments under the
 * root `rootId` (each a child of an earlier one, so the tree is a few levels deep) and `users`
 * members spread over them, ids prefixed with `prefix` (accounts are unique across companies).
 */
export function fillDirectory(
  core: FakeSuiteCore,
  options: { rootId: string; departments: number; users: number; prefix: string },
) {
  const { rootId, prefix } = options;
  core.departments.clear();
  core.people.clear();
  core.departments.set(rootId, { id: rootId, name: `${prefix} HQ`, parentId: null, order: 0 });
  const ids = [rootId];
  for (let i = 1; i < options.departments; i++) {
    const id = String(1000 + i);
    // Parents among the earlier ones: about ten children each, a tree three or four levels deep.
    const parentId = ids[Math.floor((i - 1) / 10)]!;
    core.departments.set(id, { id, name: `Dept ${i}`, parentId, order: i });
    ids.push(id);
  }
  for (let i = 0; i < options.users; i++) {
    const userId = `${prefix}-u${i}`;
    core.people.set(userId, {
      userId,
      name: `Person ${i}`,
      mobile: `139${String(i).padStart(8, '0')}`,
      email: `${userId}@example.com`,
      position: i % 7 === 0 ? 'Manager' : 'Staff',
      departmentId: ids[i % ids.length]!,
      active: true,
    });
  }
}

/** The members directly in a department, in a stable order (the suites page through these). */
export function peopleIn(core: FakeSuiteCore, departmentId: string): FakePerson[] {
  return [...core.people.values()].filter((p) => p.departmentId === departmentId);
}
