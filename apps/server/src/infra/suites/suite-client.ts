import type { TSignOnSuite, TSuiteMode } from '@ascent/shared/sso/suites';

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
}
