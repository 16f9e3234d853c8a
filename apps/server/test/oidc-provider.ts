import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';

/** The claims a test person has at the provider (besides `sub`, their login). */
export type TestClaims = Record<string, string | boolean>;

export interface TestOidcProvider {
  /** http://127.0.0.1:port: the issuer. */
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 for the sign-on tests:
 * its development sign-in page takes any login (the login is the subject) and any password;
 * `accounts` gives logins their claims. Consent is given for the registered clients (first-party
 * apps, as a company's provider treats its own LMS), so the person meets only the sign-in page.
 * PKCE is required, as the product always sends it.
 */
export async function startOidcProvider(opts: {
  clients: ClientMetadata[];
  accounts: Record<string, TestClaims>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: opts.clients,
    pkce: { required: () => true },
    cookies: { keys: ['ascent-test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, ...(opts.accounts[id] ?? {}) }),
      };
    },
    // Consent for what the client asks: the grant is made on the way, as for a first-party app.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser at the provider as far as the tests need one: its cookies kept across requests,
 * redirects followed by hand until the provider shows a page or sends the browser to `until`.
 */
export function providerBrowser() {
  const jar = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  /** Follows redirects until the provider shows a page or sends the browser to `until`. */
  const follow = async (start: Response, base: URL, until: string): Promise<URL | Response> => {
    let res = start;
    let at = base;
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 10) throw new Error('the provider redirected too many times');
      at = new URL(res.headers.get('location')!, at);
      if (at.href.startsWith(until)) return at;
      res = await go(at);
    }
    return res;
  };
  /** Visits `url` and answers where the provider sends the browser (under `until`) or its page. */
  const visit = async (url: string, until: string) => {
    const start = new URL(url);
    return follow(await go(start), start, until);
  };
  /** Submits the page's first form with these fields (the form's own hidden fields kept). */
  const submit = async (
    page: Response,
    base: string,
    fields: Record<string, string>,
    until: string,
  ) => {
    const html = await page.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form) throw new Error(`no form at the provider: ${html.slice(0, 200)}`);
    const hidden = Object.fromEntries(
      [
        ...form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g),
      ].map((m) => [m[1]!, m[2]!]),
    );
    const submitUrl = new URL(form[1]!.replace(/&amp;/g, '&'), base);
    return follow(
      await go(submitUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...hidden, ...fields }).toString(),
      }),
      submitUrl,
      until,
    );
  };
  return {
    visit,
    submit,
    /**
     * Signs in at the provider's development sign-in page (unless its session still holds) and
     * answers the address it finally sends the browser to: the client's redirect URI with
     * `code`, `state` and `iss`, or with `error`.
     */
    async signIn(
      authorizationUrl: string,
      redirectUri: string,
      login: string,
      password = 'any password',
    ): Promise<URL> {
      const page = await visit(authorizationUrl, redirectUri);
      if (page instanceof URL) return page;
      const back = await submit(
        page,
        authorizationUrl,
        { prompt: 'login', login, password },
        redirectUri,
      );
      if (back instanceof URL) return back;
      throw new Error(`the provider did not send the browser back: ${back.status}`);
    },
  };
}

/** Signs in at the provider's sign-in page in a new browser (providerBrowser's `signIn`). */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string,
  password = 'any password',
): Promise<URL> {
  return providerBrowser().signIn(authorizationUrl, redirectUri, login, password);
}
