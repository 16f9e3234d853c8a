import type { TSignOnSuite, TSuiteMode } from '@ascent/shared/sso/suites';
import type { IssuedToken } from './app-tokens.ts';
import type { FeishuStoreConfig } from './feishu-store.ts';
import type { WxworkSuiteConfig } from './wxwork-suite.ts';

/**
 * The workplace suites' sign-on (WeCom, DingTalk, Feishu, WeChat) behind one interface
 * (docs/decisions.md s.5 "Outside services", "Sign-on through the workplace suites"). Each
 * adapter speaks its suite's documented OAuth and user-info endpoints; the endpoints' origin is
 * configuration (`<SUITE>_BASE_URL`), so tests and private deployments point it at their own
 * server.
 */
export interface SuiteClient {
  readonly kind: TSignOnSuite;
  /** The suite's page that signs the person in and sends the browser back with a code. */
  authorizeUrl(app: SuiteApp, request: AuthorizeRequest): string;
  /**
   * Who the code is: traded with the suite for the person's identity. `via` is how the code was
   * got: `redirect` (the suite's page sent the browser back) or `inApp` (the suite's JS API
   * inside its app, DingTalk's requestAuthCode, Feishu's requestAuthCode). Rejects with a
   * `SuiteCallError` carrying the suite's own error code.
   */
  identify(app: SuiteApp, code: string, via: 'redirect' | 'inApp'): Promise<SuiteIdentity>;
  /**
   * Test connection: the suite accepts the application's credentials (a fresh application
   * token is asked for). Rejects with a `SuiteCallError`.
   */
  check(app: SuiteApp): Promise<void>;
}

/** The company's application at the suite (admin settings; the secret opened for the call). */
export interface SuiteApp {
  /** WeCom corpid, DingTalk corpId; '' where the suite has none (Feishu, WeChat). */
  corpId: string;
  /** WeCom agentid; DingTalk AppKey (client_id); Feishu app_id; WeChat appid. */
  appId: string;
  /** WeCom's agentid (the other suites: ''). */
  agentId: string;
  /** WeCom's app secret, DingTalk AppSecret, Feishu app_secret, WeChat AppSecret. */
  secret: string;
  /**
   * WeCom's third-party app installed in the company: its access token comes from the
   * permanent code (`service/get_corp_token`, wxwork-suite.ts), not from `gettoken`; `secret`
   * then holds the permanent code (it names the kept token).
   */
  issueToken?: () => Promise<IssuedToken>;
}

export interface AuthorizeRequest {
  mode: TSuiteMode;
  /** This site's page the suite sends the browser back to (must be registered there). */
  redirectUri: string;
  /** Opaque, single-use: checked when the browser comes back. */
  state: string;
}

/** A person as the suite vouches for them. */
export interface SuiteIdentity {
  /** Whose directory the subject belongs to (e.g. `wxwork:<corpid>`): links are per issuer. */
  issuer: string;
  /** The person's stable id at that issuer. */
  subject: string;
  /** The suite's user id in the company's directory ('' when the suite gives none). */
  userId: string;
  name: string;
  /** Mainland mobile without +86 ('' when the suite does not give it). */
  mobile: string;
  email: string;
  /**
   * The employee number (工号) the directory keeps: DingTalk's job_number, Feishu's employee_no;
   * WeCom has no such field and its UserID, which companies commonly set to it, stands in; ''
   * when the suite gives none (WeChat).
   */
  employeeNo: string;
}

/** The suite refused or could not be reached; `code` is the suite's own (or network / bad_response). */
export class SuiteCallError extends Error {
  readonly kind: TSignOnSuite;
  readonly code: string;
  constructor(kind: TSignOnSuite, code: string, message: string) {
    super(`${kind}: ${code} ${message}`);
    this.name = 'SuiteCallError';
    this.kind = kind;
    this.code = code;
  }
}

/** How a suite's unreachable or nonsensical answer reads (infra/outside-json). */
export const suiteFailure =
  (kind: TSignOnSuite) =>
  (code: 'network' | 'bad_response', detail: string): SuiteCallError =>
    new SuiteCallError(kind, code, detail);

/** A mainland number as users.mobile keeps it: +86 and separators dropped. */
export const localMobile = (v: string) =>
  v.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');

/** Settings of the suites' adapters (config.ts reads them from the environment). */
export interface SuitesConfig {
  /** Per suite, the origin that replaces all of its public hosts; '' for the public ones. */
  baseUrls: Record<TSignOnSuite, string>;
  timeoutMs: number;
  /** How a directory read waits out the suites' rate limits (SUITE_BACKOFF_MS). */
  backoff: Backoff;
  /** The operator's WeCom third-party app (WXWORK_SUITE_*); null: installing is off. */
  wxworkSuite: WxworkSuiteConfig | null;
  /** The operator's Feishu store app (FEISHU_STORE_*); null: the store app is off. */
  feishuStore: FeishuStoreConfig | null;
}

/** A department in the suite's directory; `parentId` null for the directory's root. */
export interface DirectoryDepartment {
  id: string;
  name: string;
  parentId: string | null;
  order: number;
}

/** A member as the suite's directory lists them. */
export interface DirectoryMember {
  userId: string;
  name: string;
  /** Mainland mobile without +86 ('' when the suite gives none). */
  mobile: string;
  email: string;
  position: string;
  /** The member's main department at the suite (the first one listed when none is marked). */
  departmentId: string;
  /** False when the suite marks the member disabled, resigned or frozen. */
  active: boolean;
}

/** One page of a department's members and the cursor of the next page (null: the last). */
export interface DirectoryPage {
  members: DirectoryMember[];
  next: string | null;
}

/**
 * Reading the company's directory at a suite (WeCom, DingTalk, Feishu), page by page so that a
 * sync can store where it was and resume there. A rate-limit answer is waited out (see
 * `withBackoff`); any other refusal rejects with a `SuiteCallError`.
 */
export interface DirectoryReader {
  /** Every department the application may see, its root included. */
  departments(app: SuiteApp): Promise<DirectoryDepartment[]>;
  /** A page of the members directly in the department; `cursor` null for the first page. */
  members(app: SuiteApp, departmentId: string, cursor: string | null): Promise<DirectoryPage>;
}

/** How rate-limit answers are waited out: tries after the first, and the first wait. */
export interface Backoff {
  retries: number;
  delayMs: number;
}

/** Unless configured: 5 retries from 1 s. */
export const DEFAULT_BACKOFF: Backoff = { retries: 5, delayMs: 1000 };

/**
 * Runs `call`; when the suite answers one of its rate-limit codes, waits (`delayMs`, doubled
 * each time, with a little jitter) and tries again, at most `retries` times; then the last
 * refusal stands.
 */
export async function withBackoff<T>(
  rateLimited: ReadonlySet<string>,
  backoff: Backoff,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (
        !(error instanceof SuiteCallError) ||
        !rateLimited.has(error.code) ||
        attempt >= backoff.retries
      )
        throw error;
      const wait = backoff.delayMs * 2 ** attempt * (1 + Math.random() * 0.2);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * A signed push from a suite (WeCom's callbacks, Feishu's store app) is taken within this many
 * seconds of its timestamp (either side), so a recorded one cannot be replayed later (the
 * window webhook senders commonly use; the suites retry a refused push within it).
 */
export const PUSH_WINDOW_SECONDS = 300;

/** Whether a push's timestamp (Unix seconds) is within PUSH_WINDOW_SECONDS of now. */
export function withinPushWindow(timestamp: string | number, now = Date.now()): boolean {
  return Math.abs(now / 1000 - Number(timestamp)) <= PUSH_WINDOW_SECONDS;
}
