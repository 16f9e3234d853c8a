import { createHash, randomBytes } from 'node:crypto';
import { json, redirect, startFakeServer, type FakeAnswer } from './fake-server.ts';

/**
 * Test support: a local identity system that speaks plain OAuth 2.0 (no OIDC), as an IAM does:
 * an authorization page that sends the browser back with a code and the state, a token endpoint
 * that checks the client's credentials, the redirect URI and the PKCE verifier (RFC 7636, S256)
 * and spends the code, and a userinfo endpoint whose answer nests the person under `data`.
 */

/** A person of the IAM, as its userinfo answers them (`{ code: 0, data: { ... } }`). */
export interface IamPerson {
  userId: string;
  loginName: string;
  name: string;
  email?: string;
  mobile?: string;
}

export interface FakeIam {
  origin: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  people: Map<string, IamPerson>;
  /** What the last token request's form carried. */
  lastTokenForm: URLSearchParams | null;
  /** How many requests reached `path`. */
  calls(path: string): number;
  close(): Promise<void>;
}

interface Issued {
  userId: string;
  redirectUri: string;
  challenge: string;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startFakeIam(options: {
  clientId: string;
  clientSecret: string;
  people: IamPerson[];
}): Promise<FakeIam> {
  const people = new Map(options.people.map((p) => [p.userId, p]));
  const codes = new Map<string, Issued>();
  const tokens = new Map<string, string>();
  const counts = new Map<string, number>();
  const fake = {
    people,
    lastTokenForm: null as URLSearchParams | null,
  };

  const authorize = (q: URLSearchParams): FakeAnswer => {
    const back = q.get('redirect_uri');
    if (q.get('client_id') !== options.clientId || !back)
      return json(400, { error: 'invalid_client' });
    if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256')
      return json(400, { error: 'invalid_request' });
    // The sign-in page's "who is signing in" is the test's `login` query parameter.
    const userId = q.get('login') ?? '';
    const to = new URL(back);
    if (!people.has(userId)) to.searchParams.set('error', 'access_denied');
    else {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { userId, redirectUri: back, challenge: q.get('code_challenge') ?? '' });
      to.searchParams.set('code', code);
    }
    to.searchParams.set('state', q.get('state') ?? '');
    return redirect(to.href);
  };

  const token = (form: URLSearchParams): FakeAnswer => {
    fake.lastTokenForm = form;
    if (
      form.get('client_id') !== options.clientId ||
      form.get('client_secret') !== options.clientSecret
    )
      return json(401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.redirectUri !== form.get('redirect_uri') ||
      issued.challenge !== s256(form.get('code_verifier') ?? '')
    )
      return json(400, { error: 'invalid_grant', error_description: 'bad code or verifier' });
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, issued.userId);
    return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  };

  const userinfo = (authorization: string | undefined): FakeAnswer => {
    const userId = tokens.get(authorization?.replace(/^Bearer /, '') ?? '');
    const person = userId === undefined ? undefined : people.get(userId);
    if (!person) return json(401, { code: 401, message: 'invalid token' });
    return json(200, { code: 0, data: person });
  };

  const server = await startFakeServer((raw) => {
    const url = new URL(raw.url, 'http://fake');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    if (raw.method === 'GET' && url.pathname === '/oauth/authorize')
      return authorize(url.searchParams);
    if (url.pathname === '/oauth/token')
      return raw.method === 'POST'
        ? token(new URLSearchParams(raw.body))
        : json(405, { error: 'method not allowed' });
    if (url.pathname === '/api/userinfo') return userinfo(raw.headers.authorization);
    return json(404, { error: 'not found' });
  });
  return Object.assign(fake, {
    origin: server.origin,
    authorizeUrl: `${server.origin}/oauth/authorize`,
    tokenUrl: `${server.origin}/oauth/token`,
    userinfoUrl: `${server.origin}/api/userinfo`,
    calls: (path: string) => counts.get(path) ?? 0,
    close: () => server.close(),
  });
}

/**
 * The browser at the IAM's authorization page, signing in as `login` (a person's userId, or
 * anyone else to be refused): the parameters the IAM sent it back to the redirect URI with.
 */
export async function signInAtIam(authorizationUrl: string, login: string) {
  const url = new URL(authorizationUrl);
  url.searchParams.set('login', login);
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`IAM answered ${res.status}`);
  return Object.fromEntries(new URL(location).searchParams);
}
