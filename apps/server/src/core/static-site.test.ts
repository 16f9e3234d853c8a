import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/http.ts';

/**
 * Issue 14, serving: the sites' files precompressed (brotli or gzip by Accept-Encoding), hashed
 * assets cached for good, the page revalidated; JSON replies of 1 KiB and more compressed on
 * the fly, smaller ones not. Over real HTTP with node:http, so nothing decodes on our behalf.
 */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(baseUrl: string, url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      baseUrl + url,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

function decode(res: Raw): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body);
  if (encoding === 'gzip') return zlib.gunzipSync(res.body);
  return res.body;
}

/**
 * A built site as the Vite build leaves it: hashed assets with .br/.gz siblings, the page, and
 * a landing address's own page with the list of them (`landing`: address -> its file).
 */
function writeSite(root: string, marker: string, landing: Record<string, string>) {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'landing'), { recursive: true });
  const script = Buffer.from(`export const site = "${marker}";\n`.repeat(400));
  const page = (kind: string) =>
    `<!doctype html><html><body data-site="${marker}" data-page="${kind}">${' '.repeat(2000)}</body></html>`;
  const files: Record<string, Buffer> = {
    'assets/index-Ab12Cd34.js': script,
    'index.html': Buffer.from(page('index')),
    ...Object.fromEntries(Object.values(landing).map((f) => [f, Buffer.from(page(f))])),
  };
  fs.writeFileSync(path.join(root, 'landing/pages.json'), JSON.stringify(landing));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return script;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let sites = '';
let script: Buffer;
let adminScript: Buffer;

beforeAll(async () => {
  sites = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-sites-'));
  script = writeSite(path.join(sites, 'web'), 'learner', {
    '/course/detail': 'landing/course-detail.html',
  });
  adminScript = writeSite(path.join(sites, 'admin'), 'admin', {
    '/manage': 'landing/manage.html',
  });
  server = await startTestServer({
    WEB_DIST: path.join(sites, 'web'),
    ADMIN_DIST: path.join(sites, 'admin'),
  });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(sites, { recursive: true, force: true });
});

describe('the sites', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
  ])(
    'sends a hashed asset precompressed by Accept-Encoding (%s: %s), cached for a year',
    async (accept, encoding) => {
      const res = await get(server.baseUrl, '/assets/index-Ab12Cd34.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(script.length / 10);
      expect(decode(res).equals(script)).toBe(true);
    },
  );

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get(server.baseUrl, '/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(script)).toBe(true);
    const identity = await get(server.baseUrl, '/assets/index-Ab12Cd34.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a compressed sibling by its own name', async () => {
    const res = await get(server.baseUrl, '/assets/index-Ab12Cd34.js.br', 'br');
    expect(res.status).toBe(404);
  });

  it('revalidates the page, at every SPA path, compressed', async () => {
    for (const url of ['/login', '/course/detail?id=3', '/']) {
      const res = await get(server.baseUrl, url, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(decode(res).toString()).toContain('data-site="learner"');
    }
    const favicon = await get(server.baseUrl, '/favicon.svg', 'br, gzip');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a landing address with its own page (the page chunks named), any other with index.html', async () => {
    const page = async (url: string) => decode(await get(server.baseUrl, url, 'br')).toString();
    expect(await page('/course/detail?id=3')).toContain('data-page="landing/course-detail.html"');
    expect(await page('/course/detail/')).toContain('data-page="index"');
    expect(await page('/study')).toContain('data-page="index"');
    const landing = await get(server.baseUrl, '/course/detail', 'gzip');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['content-encoding']).toBe('gzip');
    expect(await page('/manage')).toContain('data-page="landing/manage.html"');
    expect(await page('/manage/users')).toContain('data-page="index"');
  });

  it('serves the admin site the same way under /manage', async () => {
    const page = await get(server.baseUrl, '/manage/users', 'gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decode(page).toString()).toContain('data-site="admin"');
    const asset = await get(server.baseUrl, '/manage/assets/index-Ab12Cd34.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(asset).equals(adminScript)).toBe(true);
  });
});

describe('API replies', () => {
  it('compresses a JSON reply above 1 KiB, by Accept-Encoding', async () => {
    const plain = await get(server.baseUrl, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const document = JSON.parse(plain.body.toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    for (const encoding of ['br', 'gzip']) {
      const res = await get(server.baseUrl, '/api/openapi.json', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 4);
      expect(decode(res).equals(plain.body)).toBe(true);
    }
  });

  it('compresses an envelope reply above 1 KiB (the captcha) and leaves a small one alone', async () => {
    const captcha = await get(server.baseUrl, '/api/study/captcha', 'br, gzip');
    expect(captcha.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(captcha).toString())).toMatchObject({ ret: 0 });

    const health = await get(server.baseUrl, '/api/health', 'br, gzip');
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toBeTruthy();
  });
});
