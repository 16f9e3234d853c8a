import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { builtRoutes } from '../../route-table.ts';

/**
 * The OpenAPI document: valid OpenAPI 3.1, one operation per built route with its inputs and
 * output, the same as the committed docs/openapi.json (`npm run openapi` rewrites it), and
 * usable: a generic client that knows nothing but the document makes three calls with it.
 */
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};
interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: { '200': { content: Record<string, { schema: object }> } };
}

describe('OpenAPI document', () => {
  let s: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    s = await startTestServer();
    const res = await fetch(`${s.baseUrl}/api/openapi.json`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    doc = (await res.json()) as Doc;
  });
  afterAll(() => s.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every built route once, with its inputs and its output', () => {
    const listed = operations().map(({ op }) => op.operationId);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...builtRoutes()].sort());
    for (const { path, method, op } of operations()) {
      const def = ENDPOINTS[op.operationId as keyof typeof ENDPOINTS];
      expect(def, op.operationId).toBeDefined();
      expect(`${method.toUpperCase()} ${path}`).toBe(
        `${def.method} ${def.path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}')}`,
      );
      const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams.sort(), op.operationId).toEqual(
        [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      );
      if ('body' in def && def.body) expect(op.requestBody, op.operationId).toBeDefined();
      const answer = op.responses['200'].content;
      expect(Object.keys(answer).length, op.operationId).toBeGreaterThan(0);
      if ('output' in def && def.output)
        expect(JSON.stringify(answer['application/json']?.schema)).toContain('"data"');
    }
  });

  it('is the committed docs/openapi.json (run `npm run openapi` after changing an endpoint)', () => {
    const committed = JSON.parse(
      fs.readFileSync(new URL('../../../../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(doc).toEqual(committed);
  });

  it('a generic client makes calls from the document alone', async () => {
    const company = await buildCompany(s.db);
    const admin = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const token = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    const course = await buildCourse(s.db, { companyId: company.id, title: 'Onboarding' });
    const ajv = new Ajv2020({ strict: false, allErrors: true });

    /** Finds the operation by id, fills the path, query and body from `input`, checks the answer. */
    async function call(operationId: string, input: Record<string, unknown>) {
      const found = operations().find((o) => o.op.operationId === operationId);
      if (!found) throw new Error(`no operation ${operationId}`);
      const { path, method, op } = found;
      const rest = { ...input };
      const url = new URL(
        path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = rest[name];
          delete rest[name];
          return encodeURIComponent(String(value));
        }),
        s.baseUrl,
      );
      for (const p of op.parameters.filter((q) => q.in === 'query'))
        if (rest[p.name] !== undefined) url.searchParams.set(p.name, String(rest[p.name]));
      const headers: Record<string, string> = { 'accept-language': 'en-US' };
      if (op.security) {
        const scheme = doc.components.securitySchemes.token!;
        headers[scheme.name.toLowerCase()] = `token ${token}`;
      }
      let body: string | undefined;
      if (op.requestBody?.content['application/json']) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(rest);
      }
      const res = await fetch(url, { method: method.toUpperCase(), headers, body });
      const answer = (await res.json()) as { ret: number; data: unknown };
      const schema = op.responses['200'].content['application/json']!.schema;
      // The document's own components beside it, so `#/components/...` references resolve.
      const validate = ajv.compile({ ...schema, components: doc.components });
      expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
      return answer;
    }

    const created = await call('POST /api/manage/position/create', { name: 'Engineer' });
    expect(created).toMatchObject({ ret: 0, data: { name: 'Engineer', people: 0 } });
    const listed = await call('POST /api/study/position/list', { keyword: 'Eng' });
    expect(listed).toMatchObject({ ret: 0, data: { total: 1, list: [{ name: 'Engineer' }] } });
    const detail = await call('GET /api/study/course/:id/detail', { id: course.id });
    expect(detail).toMatchObject({ ret: 0, data: { title: 'Onboarding' } });
  });

  it('the reference page lists every operation, without script', async () => {
    const res = await fetch(`${s.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html.match(/class="op"/g)?.length).toBe(operations().length);
    expect(html).toContain('/api/study/position/list');
  });
});
