import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPackageLaunch, TStoredFile } from '@ascent/shared/files';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import {
  SCORM12_MANIFEST,
  makeZip,
  restartServer,
  uploadForm,
} from '../../../test/files-fixtures.ts';
import { loadServerSecret } from '../../core/server-secret.ts';
import { feishuJsSdkUrl } from '../../infra/suites/feishu.ts';
import { signPackageToken } from './package-token.ts';

/** The parts of a Content-Security-Policy, by directive. */
function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

const FIRST_CALL = 'window.__ascentFirstCall = { url: "/api/x" };';
const FIRST_CALL_SOURCE = `'sha256-${crypto.createHash('sha256').update(FIRST_CALL).digest('base64')}'`;

describe('packages on their own origin, the sites under a strict CSP (issue 12 items 2 and 4)', () => {
  let s: TestServer;
  let admin: string;
  let learner: string;
  let otherLearner: string;
  let scorm: TStoredFile;
  let h5: TStoredFile;
  const dists = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-csp-'));

  beforeAll(async () => {
    // Both built sites, as `npm start` serves them (a page and a script each).
    for (const site of ['web', 'admin']) {
      fs.mkdirSync(path.join(dists, site, 'assets'), { recursive: true });
      fs.writeFileSync(
        path.join(dists, site, 'index.html'),
        `<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/${site}.js"></script></body></html>`,
      );
      fs.writeFileSync(path.join(dists, site, 'assets', `${site}.js`), 'export {};');
    }
    // A landing page with the one inline script a build writes (its first call).
    fs.mkdirSync(path.join(dists, 'web', 'landing'));
    fs.writeFileSync(
      path.join(dists, 'web', 'landing', 'pages.json'),
      JSON.stringify({ '/course/detail': 'landing/course-detail.html' }),
    );
    fs.writeFileSync(
      path.join(dists, 'web', 'landing', 'course-detail.html'),
      `<!doctype html><html><head><script>${FIRST_CALL}</script></head><body><div id="root"></div><script type="module" src="/assets/web.js"></script></body></html>`,
    );
    s = await startTestServer();
    await restartServer(s, {
      WEB_DIST: path.join(dists, 'web'),
      ADMIN_DIST: path.join(dists, 'admin'),
      PACKAGE_PORT: '0',
    });
    const company = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: company.id });
    const other = await buildCompany(s.db);
    const o = await buildUser(s.db, { companyId: other.id });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    otherLearner = (await s.api.login(o.account, TEST_PASSWORD)).token;
    const upload = async (name: string, zip: Buffer) => {
      const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
        raw: uploadForm(name, zip, 'package'),
        token: admin,
      });
      expect(res.body.ret).toBe(0);
      return res.body.data;
    };
    scorm = await upload(
      'safety.zip',
      makeZip({
        'imsmanifest.xml': SCORM12_MANIFEST,
        'shared/style.css': 'body{color:red}',
        'content/lesson1.html':
          '<html><body><script src="../shared/api.js"></script>Lesson</body></html>',
        'shared/api.js': 'window.x=1;',
      }),
    );
    h5 = await upload(
      'game.zip',
      makeZip({ 'game/index.html': '<p>hi</p>', 'game/a.js': 'var a = 1;' }),
    );
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dists, { recursive: true, force: true });
  });

  const launch = (file: TStoredFile, token: string | null, headers?: Record<string, string>) =>
    s.api.call<TPackageLaunch>('POST', file.launchUrl!, { body: {}, token, headers });

  /** Scripts from the site and its inline ones; the learner site's also Feishu's in-app JS SDK. */
  const scriptsOf = (url: string) =>
    url.startsWith('/manage')
      ? `'self' ${FIRST_CALL_SOURCE}`
      : `'self' ${FIRST_CALL_SOURCE} ${new URL(feishuJsSdkUrl('')).origin}`;

  it('both sites answer with a strict CSP naming the package origin as the one framed source and their inline scripts by hash', async () => {
    const { origin } = (await launch(scorm, learner)).body.data;
    const port = new URL(origin).port;
    for (const url of ['/', '/login', '/course/detail?id=1', '/manage', '/manage/users']) {
      const res = await fetch(s.baseUrl + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe(scriptsOf(url));
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'self'");
      expect(csp.get('form-action'), url).toBe("'self'");
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(csp.get('frame-src'), url).toBe(`http://127.0.0.1:${port}`);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      // Plain HTTP: no HSTS.
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
      await res.arrayBuffer();
    }
    for (const asset of ['/assets/web.js', '/manage/assets/admin.js']) {
      const res = await fetch(s.baseUrl + asset);
      expect(res.status).toBe(200);
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toBe(
        scriptsOf(asset),
      );
      await res.arrayBuffer();
    }
  });

  it('HSTS only over HTTPS, as a trusted proxy reports it', async () => {
    const viaProxy = await fetch(`${s.baseUrl}/login`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // The package origin is then addressed over HTTPS too.
    expect(directives(viaProxy.headers.get('content-security-policy')).get('frame-src')).toMatch(
      /^https:\/\/127\.0\.0\.1:\d+$/,
    );
    await viaProxy.arrayBuffer();
    // API replies over HTTPS carry it as well; API replies are never cached and never sniffed.
    const api = await fetch(`${s.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    await api.arrayBuffer();
    const profile = await s.api.get('/api/study/me/profile', { token: learner });
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('x-content-type-options')).toBe('nosniff');

    // A proxy that is not trusted cannot claim HTTPS.
    await restartServer(s, {
      WEB_DIST: path.join(dists, 'web'),
      ADMIN_DIST: path.join(dists, 'admin'),
      PACKAGE_PORT: '0',
      TRUST_PROXY: 'false',
    });
    const untrusted = await fetch(`${s.baseUrl}/login`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    await untrusted.arrayBuffer();
  });

  it('package files are never served from the product origin', async () => {
    expect(scorm.launchUrl).toMatch(/^\/api\/files\/launch\/\d+\/[a-f0-9-]{36}$/);
    const pkgId = scorm.launchUrl!.split('/').pop()!;
    for (const file of ['content/lesson1.html', 'shared/api.js', 'imsmanifest.xml']) {
      const res = await fetch(`${s.baseUrl}/api/files/pkg/${pkgId}/${file}`, {
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({
        ret: 1,
        msg: 'The page you are visiting does not exist',
      });
    }
  });

  it('a signed-in person of the company gets a short-lived address on the package origin', async () => {
    // SCORM: the launcher page, which frames the package's launch page.
    const res = await launch(scorm, learner, { origin: s.baseUrl });
    expect(res.body.ret).toBe(0);
    const { url, origin } = res.body.data;
    expect(new URL(origin).origin).toBe(origin);
    expect(origin).not.toBe(s.baseUrl);
    const pkgId = scorm.launchUrl!.split('/').pop()!;
    expect(url).toMatch(
      new RegExp(
        `^${origin}/p/[0-9a-z]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{32}/${pkgId}/__ascent/launch\\.html\\?entry=content%2Flesson1\\.html&version=1\\.2$`,
      ),
    );
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toBe(`'self' ${s.baseUrl}`);
    expect(csp.get('connect-src')).toBe("'self'");
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('<script src="launch.js"></script>');
    for (const script of ['launch.js', 'scorm12.js', 'scorm2004.js']) {
      const js = await fetch(new URL(script, url));
      expect(js.status, script).toBe(200);
      expect(js.headers.get('content-type'), script).toMatch(/^text\/javascript/);
      expect((await js.text()).length, script).toBeGreaterThan(100);
    }
    // The package's own files beside it, with byte ranges.
    const base = new URL('../', url);
    const lesson = await fetch(new URL('content/lesson1.html', base));
    expect(lesson.status).toBe(200);
    expect(lesson.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(directives(lesson.headers.get('content-security-policy')).get('script-src')).toBe(
      "'self' 'unsafe-inline' 'unsafe-eval'",
    );
    expect(await lesson.text()).toContain('Lesson');
    const part = await fetch(new URL('shared/api.js', base), { headers: { range: 'bytes=0-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('window');

    // H5: the launch page itself.
    const game = await launch(h5, learner);
    expect(game.body.data.url).toMatch(/\/p\/[^/]+\/[a-f0-9-]{36}\/game\/index\.html$/);
    const index = await fetch(game.body.data.url);
    expect(index.status).toBe(200);
    expect(await index.text()).toBe('<p>hi</p>');
  });

  it('the launch is refused to the anonymous, to other companies and for a wrong pair', async () => {
    expect((await launch(scorm, null)).body.ret).toBe(2);
    expect((await launch(scorm, otherLearner)).body).toMatchObject({
      ret: 1,
      msg: 'The file does not exist',
    });
    const [, , , , fileId] = scorm.launchUrl!.split('/');
    const h5Pkg = h5.launchUrl!.split('/').pop()!;
    const mixed = await s.api.post(`/api/files/launch/${fileId}/${h5Pkg}`, {}, { token: learner });
    expect(mixed.body).toMatchObject({ ret: 1, msg: 'The file does not exist' });
    const bad = await s.api.post(`/api/files/launch/${fileId}/not-a-uuid`, {}, { token: learner });
    expect(bad.body.ret).toBe(1);
  });

  it('the package origin refuses bad, foreign and expired tokens, and serves nothing else', async () => {
    const { url, origin } = (await launch(scorm, learner)).body.data;
    const [, , token, pkgId] = new URL(url).pathname.split('/') as [string, string, string, string];
    const lessonOf = (t: string, id = pkgId) => `${origin}/p/${t}/${id}/content/lesson1.html`;
    expect((await fetch(lessonOf(token))).status).toBe(200);

    const refused = async (address: string, status: number, msg: string) => {
      const res = await fetch(address, { headers: { 'accept-language': 'en-US' } });
      expect(res.status, address).toBe(status);
      expect(res.headers.get('content-type'), address).toMatch(/^application\/json/);
      expect(await res.json(), address).toEqual({ ret: 1, msg, data: null });
    };
    const notFound = 'The page you are visiting does not exist';
    // A changed signature, expiry or site; another package's id; garbage.
    const [exp, site, mac] = token.split('.') as [string, string, string];
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    await refused(lessonOf(`${exp}.${site}.${flipped}`), 404, notFound);
    await refused(
      lessonOf(`${(parseInt(exp, 36) + 60).toString(36)}.${site}.${mac}`),
      404,
      notFound,
    );
    const evil = Buffer.from('http://evil.example').toString('base64url');
    await refused(lessonOf(`${exp}.${evil}.${mac}`), 404, notFound);
    const h5Pkg = h5.launchUrl!.split('/').pop()!;
    await refused(`${origin}/p/${token}/${h5Pkg}/game/index.html`, 404, notFound);
    await refused(lessonOf('nonsense'), 404, notFound);
    // A genuine token whose time has run out.
    const secret = await loadServerSecret(s.state, 'package-launch');
    const expired = signPackageToken(secret, pkgId, s.baseUrl, Math.floor(Date.now() / 1000) - 1);
    await refused(lessonOf(expired), 403, 'This package link has expired; open the course again');
    const zh = await fetch(lessonOf(expired), { headers: { 'accept-language': 'zh-CN' } });
    expect(((await zh.json()) as { msg: string }).msg).toBe('课件链接已过期，请重新打开课程');
    // Paths out of the package, missing files, and anything that is not a package path.
    await refused(`${origin}/p/${token}/${pkgId}/..%2F..%2Fetc%2Fpasswd`, 404, notFound);
    await refused(`${origin}/p/${token}/${pkgId}/content/missing.html`, 404, notFound);
    await refused(`${origin}/p/${token}/${pkgId}/__ascent/other.js`, 404, notFound);
    await refused(`${origin}/api/health`, 404, notFound);
    await refused(`${origin}/`, 404, notFound);
  });
});
