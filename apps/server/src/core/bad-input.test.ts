import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/builders.ts';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import type { EndpointDef } from '@ascent/shared/api';
import { ROUTE_TABLE, type RouteEntry } from '../route-table.ts';
import { users } from '../modules/user/user.schema.ts';
import { companies } from '../modules/company/company.schema.ts';

/**
 * Issue 12: every registered route, broken on purpose. For each route the test takes the
 * input schemas of its endpoint definition (@ascent/shared/api/endpoints), generates inputs
 * from those shared zod schemas with fast-check, breaks them (NUL and lone
 * surrogates in every string, wrong types, missing and extra fields, 1 MB strings, 50-deep
 * nesting, `__proto__` keys, huge and negative numbers, bad path parameters and query
 * strings) and sends them as an anonymous caller, a learner and an administrator.
 * Every reply must be the envelope (or a file, the envelope's one exception), never a 5xx,
 * and the server must be well at the end.
 */

type Source = 'body' | 'query' | 'params';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const CASES_PER_CALLER = 9;
const MIN_REQUESTS = 10_000;
const REQUEST_TIMEOUT_MS = 20_000;

// ----------------------------------------------------------------------------- generation

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const defOf = (s: unknown) => (s as ZodLike)._zod.def;

/** A fast-check arbitrary of plausible values for a zod schema (valid or nearly so). */
function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const def = defOf(schema);
  const next = (s: unknown) => arbitraryOf(s, depth + 1);
  switch (def.type) {
    case 'string':
      if (def.format === 'datetime')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (def.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1', 'a', '培训', ''));
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -3, max: 2_000 }));
    case 'bigint':
      return fc.integer({ min: 0, max: 9 });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 4, arbitrary: next(def.innerType) }, fc.constant(undefined));
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: next(def.innerType) }, fc.constant(null));
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(next));
    case 'intersection':
      return next(def.left);
    case 'array':
      return fc.array(next(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(next));
    case 'record':
      return fc.dictionary(fc.constantFrom('a', 'b', '1'), next(def.valueType), { maxKeys: 2 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, next(v)]));
      return fc.record(entries, { requiredKeys: Object.keys(shape) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value as JSON text, so that keys such as __proto__ survive (JSON.stringify drops none). */
type Mutation = (value: unknown, rnd: () => number) => { json: string } | { value: unknown };

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const WRONG_TYPES: unknown[] = [[], {}, true, 'x', 1.5, null, -1, [[[]]], { a: { b: 1 } }];
const NUMBERS: unknown[] = [1e308, -1e308, 2 ** 53 + 1, -1, 0, -2_147_483_649, 99_999_999_999];

function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}
function mapNumbers(value: unknown, f: () => unknown): unknown {
  if (typeof value === 'number') return f();
  if (Array.isArray(value)) return value.map((v) => mapNumbers(v, f));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapNumbers(v, f)]));
  return value;
}
const pick = <T>(items: T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;
const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {};

const MUTATIONS: Record<string, Mutation> = {
  nulEverywhere: (v) => ({ value: mapStrings(v, (s) => s + NUL) }),
  surrogateEverywhere: (v) => ({ value: mapStrings(v, (s) => SURROGATE + s) }),
  nulKey: (v) => ({ value: { ...asObject(v), [`k${NUL}`]: 1 } }),
  wrongType: (v, rnd) => {
    const o = asObject(v);
    const keys = Object.keys(o);
    if (keys.length === 0) return { value: pick(WRONG_TYPES, rnd) };
    o[pick(keys, rnd)] = pick(WRONG_TYPES, rnd);
    return { value: o };
  },
  wholeWrongType: (_v, rnd) => ({ value: pick(['[]', '"s"', '7', 'true', 'null'], rnd) }),
  missingField: (v, rnd) => {
    const o = asObject(v);
    const keys = Object.keys(o);
    if (keys.length > 0) delete o[pick(keys, rnd)];
    return { value: o };
  },
  extraField: (v) => ({ value: { ...asObject(v), unexpectedField: 'x' } }),
  hugeNumbers: (v, rnd) => ({ value: mapNumbers(v, () => pick(NUMBERS, rnd)) }),
  negativeNumbers: (v) => ({ value: mapNumbers(v, () => -7) }),
  megabyteString: (v) => {
    const o = asObject(v);
    const keys = Object.keys(o);
    const big = 'x'.repeat(1_000_000);
    if (keys.length === 0) return { value: { text: big } };
    for (const k of keys) if (typeof o[k] === 'string') o[k] = big;
    if (!keys.some((k) => typeof o[k] === 'string')) o[keys[0]!] = big;
    return { value: o };
  },
  deepNesting: (v) => {
    let nest: unknown = 1;
    for (let i = 0; i < 50; i++) nest = { n: [nest] };
    const o = asObject(v);
    const keys = Object.keys(o);
    o[keys[0] ?? 'n'] = nest;
    return { value: o };
  },
  protoKeys: (v) => {
    const text = JSON.stringify(asObject(v));
    const poison =
      '"__proto__":{"isAdmin":true,"roles":["admin"]},"constructor":{"prototype":{"x":1}}';
    return { json: text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}` };
  },
};
const MUTATION_NAMES = Object.keys(MUTATIONS);

/** Bad path parameters (already percent-encoded as they go on the wire). */
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '-1',
  '0',
  '1.5',
  '1e400',
  '9'.repeat(40),
  'abc',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  'x'.repeat(120),
  '__proto__',
];
/** Bad query strings. */
const BAD_QUERIES = [
  'x=%00',
  'id=%ED%A0%80',
  'id=1&id=2',
  '__proto__[isAdmin]=1',
  'page=-1&pageSize=1e9',
  `keyword=${'y'.repeat(5000)}`,
  'a[b][c][d][e][f]=1',
  '%=%',
];

// ----------------------------------------------------------------------------- the callers

type Caller = 'anonymous' | 'learner' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'learner', 'admin'];

interface Reply {
  status: number;
  ok: boolean;
  why: string;
  ret: number | null;
}

describe('bad input on every registered route (issue 12)', () => {
  let s: TestServer;
  let companyId: number;
  const people: Record<
    Exclude<Caller, 'anonymous'>,
    { id: number; account: string; hash: string }
  > = {} as never;
  const tokens: Partial<Record<Caller, string>> = {};
  let companyRow: typeof companies.$inferSelect;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    companyRow = (await s.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
    const learner = await buildUser(s.db, { companyId });
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    for (const [role, u] of [
      ['learner', learner],
      ['admin', admin],
    ] as const) {
      const [row] = await s.db.select().from(users).where(eq(users.id, u.id));
      people[role] = { id: u.id, account: u.account, hash: row!.passwordHash };
      tokens[role] = (await s.api.login(u.account, TEST_PASSWORD)).token;
    }
  });
  afterAll(() => s?.close());

  /** Puts back what an administrator's fuzzed call may have changed about the callers. */
  async function restore() {
    const { id: _id, ...company } = companyRow;
    await s.db.update(companies).set(company).where(eq(companies.id, companyId));
    for (const p of Object.values(people)) {
      await s.db
        .update(users)
        .set({
          status: 'active',
          passwordHash: p.hash,
          changePassword: false,
          passwordChangedAt: new Date(),
          companyId,
        })
        .where(eq(users.id, p.id));
    }
  }

  /** A caller whose session a call ended (logout, disable, a password reset) signs in again. */
  async function revive(caller: Caller) {
    if (caller === 'anonymous') return;
    await restore();
    const res = await s.api.tryLogin(people[caller].account, TEST_PASSWORD);
    if (res.body.ret !== 0) {
      // Deleted outright: a new person in the same role.
      const u = await buildUser(s.db, {
        companyId,
        roles: caller === 'admin' ? ['admin'] : [],
      });
      const [row] = await s.db.select().from(users).where(eq(users.id, u.id));
      people[caller] = { id: u.id, account: u.account, hash: row!.passwordHash };
      tokens[caller] = (await s.api.login(u.account, TEST_PASSWORD)).token;
      return;
    }
    tokens[caller] = res.body.data.token;
  }

  /** The requests so far: each picks its language in turn, so a run is the same every time. */
  let sent = 0;
  const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'];

  /**
   * Sends one request and judges its reply: the envelope (or a file, or the content type the
   * route's definition declares for its raw answer), never a 5xx.
   */
  async function send(
    caller: Caller,
    route: RouteEntry,
    url: string,
    body: string | undefined,
  ): Promise<Reply> {
    const { method } = route;
    const raw = (ENDPOINTS as Record<string, EndpointDef>)[`${method} ${route.path}`]?.raw;
    const headers: Record<string, string> = {
      'accept-language': LANGUAGES[sent++ % LANGUAGES.length]!,
    };
    const token = tokens[caller];
    if (token) headers.authorization = `token ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(s.baseUrl + url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status >= 500) return { status: res.status, ok: false, why: '5xx', ret: null };
    const type = res.headers.get('content-type') ?? '';
    const disposition = res.headers.get('content-disposition') ?? '';
    // A file: a download (the envelope's one exception) or a stored file's bytes.
    if (
      (res.status === 200 || res.status === 206) &&
      (disposition.startsWith('attachment') || url.startsWith('/api/files/'))
    )
      return { status: res.status, ok: true, why: '', ret: 0 };
    // A raw answer of the type its definition declares: a stream, a page, the health check.
    const declared = raw?.contentType.split(';')[0];
    if (res.status === 200 && declared && type.startsWith(declared))
      return { status: res.status, ok: true, why: '', ret: 0 };
    if (!type.includes('application/json'))
      return { status: res.status, ok: false, why: `content-type ${type}`, ret: null };
    try {
      const env = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
      const isEnvelope =
        typeof env.ret === 'number' && typeof env.msg === 'string' && 'data' in env;
      if (!isEnvelope) return { status: res.status, ok: false, why: 'not an envelope', ret: null };
      if (/Error:|\n\s+at /.test(env.msg as string))
        return { status: res.status, ok: false, why: 'stack trace', ret: null };
      return { status: res.status, ok: true, why: '', ret: env.ret as number };
    } catch {
      return { status: res.status, ok: false, why: 'not JSON', ret: null };
    }
  }

  const concretePath = (path: string, param = '1') =>
    path.replace(/:[A-Za-z]+/g, param).replace('*', param === '1' ? 'probe.png' : param);

  it('never answers 5xx or outside the envelope, whoever calls', { timeout: 900_000 }, async () => {
    const routes = ROUTE_TABLE.filter((r) => r.built);
    let requests = 0;
    const failures: string[] = [];
    const learned = new Map<string, Partial<Record<Source, unknown[]>>>();

    const record = (route: RouteEntry, caller: Caller, what: string, reply: Reply) => {
      requests += 1;
      if (!reply.ok && failures.length < 50)
        failures.push(`${caller} ${route.method} ${what}: ${reply.status} ${reply.why}`);
    };

    // 1. Each route's input schemas, from its definition; one plain request as an administrator.
    for (const route of routes) {
      const def = (ENDPOINTS as Record<string, EndpointDef>)[`${route.method} ${route.path}`];
      if (!def) throw new Error(`no definition for ${route.method} ${route.path}`);
      const url = concretePath(route.path) + (route.method === 'GET' ? '?probe_q=1' : '');
      const reply = await send(
        'admin',
        route,
        url,
        route.method === 'POST' ? '{"probe_b":1}' : undefined,
      );
      record(route, 'admin', url, reply);
      if (reply.ret !== null && [2, 5, 8].includes(reply.ret)) await revive('admin');
      const found: Partial<Record<Source, unknown[]>> = {};
      if (def.body) found.body = [def.body];
      if (def.query) found.query = [def.query];
      if (def.params) found.params = [def.params];
      learned.set(`${route.method} ${route.path}`, found);
    }
    const withSchemas = [...learned.values()].filter((f) => f.body ?? f.query).length;
    // Nearly every route declares a body or query schema.
    expect(withSchemas).toBeGreaterThan(routes.length * 0.6);

    // 2. Break every route's input, as each caller.
    let seed = SEED;
    for (const route of routes) {
      const found = learned.get(`${route.method} ${route.path}`)!;
      const schemas = [...(found.body ?? []), ...(found.query ?? [])];
      const arb: fc.Arbitrary<unknown> =
        schemas.length > 0 ? fc.oneof(...schemas.map((sc) => arbitraryOf(sc))) : fc.constant({});
      for (const caller of CALLERS) {
        seed += 1;
        const samples = fc.sample(
          fc.tuple(arb, fc.constantFrom(...MUTATION_NAMES), fc.double({ min: 0, max: 1 })),
          { seed, numRuns: CASES_PER_CALLER },
        );
        for (const [i, [value, name, r]] of samples.entries()) {
          // 1 MB strings are costly to send: one route in four gets them.
          const mutation = name === 'megabyteString' && seed % 4 !== 0 ? 'nulEverywhere' : name;
          const rnd = fc.sample(fc.double({ min: 0, max: 0.999 }), { seed: seed + i, numRuns: 8 });
          let k = 0;
          const out = MUTATIONS[mutation]!(value, () => rnd[k++ % rnd.length]! * r || r);
          const json = 'json' in out ? out.json : JSON.stringify(out.value ?? {});
          let url = concretePath(route.path);
          if (route.path.includes(':') || route.path.endsWith('*'))
            url = concretePath(route.path, BAD_PARAMS[(seed + i) % BAD_PARAMS.length]!);
          let body: string | undefined;
          if (route.method === 'GET') {
            const q = found.query
              ? new URLSearchParams(
                  Object.entries(asObject('value' in out ? out.value : {})).map(
                    ([key, v]): [string, string] => [
                      key,
                      typeof v === 'string' ? v : JSON.stringify(v),
                    ],
                  ),
                ).toString()
              : BAD_QUERIES[(seed + i) % BAD_QUERIES.length]!;
            url += `?${q}`;
          } else body = json;
          const reply = await send(caller, route, url, body);
          record(route, caller, `${url.slice(0, 120)} ${mutation}`, reply);
          if (reply.ret !== null && [2, 5, 8].includes(reply.ret) && caller !== 'anonymous')
            await revive(caller);
        }
      }
      await restore();
    }

    // 3. The server is well after it all.
    await revive('learner');
    const health = await fetch(`${s.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const profile = await s.api.get('/api/study/me/profile', { token: tokens.learner! });
    expect(profile.body.ret).toBe(0);
    const gone = await s.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [people.learner.id, people.admin.id]));
    expect(gone.length).toBe(2);

    console.info(
      `bad-input: ${requests} requests over ${routes.length} routes (${withSchemas} with learned schemas), seed ${SEED}`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
