import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../test/http.ts';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import { ROUTE_TABLE, builtRoutes } from './route-table.ts';

/**
 * The route table is the list of what exists: the server registers exactly the entries that
 * have an endpoint definition, none of the others, and nothing else under /api. Every registration is
 * observed with an onRoute hook added to the instance buildApp creates.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const wrapped = ((opts?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(opts) as FastifyInstance;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: wrapped, fastify: wrapped };
});

describe('route table', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('has no duplicate entries', () => {
    const keys = ROUTE_TABLE.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every endpoint definition is a call of the table (nothing built off the list)', () => {
    const listed = new Set(ROUTE_TABLE.map((e) => `${e.method} ${e.path}`));
    expect(Object.keys(ENDPOINTS).filter((name) => !listed.has(name))).toEqual([]);
  });

  it('every path is under /api/ (decisions.md s.1)', () => {
    for (const e of ROUTE_TABLE) expect(e.path, e.path).toMatch(/^\/api\//);
  });

  it.each(ROUTE_TABLE.filter((e) => e.built))('$method $path is registered', (e) => {
    expect(s.app.hasRoute({ method: e.method, url: e.path })).toBe(true);
  });

  it.each(ROUTE_TABLE.filter((e) => !e.built))(
    '$method $path (not built) is not registered',
    (e) => {
      expect(s.app.hasRoute({ method: e.method, url: e.path })).toBe(false);
    },
  );

  it('registers nothing under /api that the table lacks', () => {
    // GET routes bring an automatic HEAD twin; it is not a route of its own.
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    const apiRoutes = registered
      .filter((r) => r.url.startsWith('/api/'))
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(apiRoutes.length).toBeGreaterThan(0);
    const built = builtRoutes();
    expect(apiRoutes.filter((k) => !built.has(k))).toEqual([]);
    // ...and the table's built entries are exactly what was registered.
    expect([...built].sort()).toEqual([...new Set(apiRoutes)].sort());
  });

  it('registers nothing outside /api when no web app is served', () => {
    // The package origin's own listener (files/package-origin.ts) serves only /p/<token>/...
    const packageOrigin = (r: { url: string }) => r.url === '/p/:token/:pkgId/*';
    expect(registered.filter((r) => !r.url.startsWith('/api/') && !packageOrigin(r))).toEqual([]);
  });
});
