import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { LANDING_INDEX } from '@ascent/shared/common';
import { notFoundEnvelope } from './envelope.ts';

export interface WebApps {
  /** The learner site's build folder (apps/web/dist), served at /. */
  webDist: string;
  /** The admin site's build folder (apps/admin/dist), served at /manage/. */
  adminDist: string;
}

/** Vite's content-hashed output: a name never changes its bytes, so browsers keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page (index.html) and the unhashed files of public/: asked again each time. */
export const REVALIDATE = 'no-cache';

/**
 * The cache policy of a site file: hashed files under the site's assets/ for good, everything
 * else (index.html, the default covers) revalidated. `file` is the path on disk (a `.br`/`.gz` sibling
 * included) under the site's build folder `root`.
 */
export function cacheControlFor(root: string, file: string): string {
  const [top] = path.relative(root, file).split(path.sep);
  return top === 'assets' ? IMMUTABLE : REVALIDATE;
}

const cacheHeaders = (root: string) => (reply: FastifyReply, file: string) => {
  reply.header('cache-control', cacheControlFor(root, file));
};

function built(dist: string): string {
  return dist && fs.existsSync(path.join(dist, 'index.html')) ? dist : '';
}

/**
 * A site's page for each address a visit often starts at (its build's LANDING_INDEX): the
 * site's page with the links that fetch that address's own page chunks (issue 14). Any other
 * address gets index.html; so does every address of a build without the list.
 */
export function pageFor(dist: string): (pathname: string) => string {
  const pages = new Map(Object.entries(landingDocuments(dist)));
  return (pathname) => pages.get(pathname) ?? 'index.html';
}

/** A build's landing documents by address (its LANDING_INDEX; none without one). */
function landingDocuments(dist: string): Record<string, string> {
  const index = path.join(dist, LANDING_INDEX);
  return dist && fs.existsSync(index)
    ? (JSON.parse(fs.readFileSync(index, 'utf8')) as Record<string, string>)
    : {};
}

/**
 * The CSP sources of the inline scripts in a site's pages (index.html and its landing pages):
 * `'sha256-…'` each, so the sites' policy allows exactly the scripts their build wrote (a
 * landing page's first call, packages/client/src/api/first-call.ts) and still no other inline
 * script. An inline script is a `<script>` element without attributes.
 */
export function inlineScriptSources(dist: string): string[] {
  if (!built(dist)) return [];
  const pages = new Set(['index.html', ...Object.values(landingDocuments(dist))]);
  const sources = new Set<string>();
  for (const page of pages) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${crypto.createHash('sha256').update(script!).digest('base64')}'`);
    }
  }
  return [...sources];
}

/** Whether a request's address is the admin site's (under /manage), not the learner site's. */
export function isAdminPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return path === '/manage' || path.startsWith('/manage/');
}

/**
 * Serves the built learner site at / and the admin site at /manage, each with SPA fallback
 * (any other GET of a path without an extension answers the site's index.html, or a landing
 * address's own page: `pageFor`). Files go out
 * precompressed (brotli, else gzip, as the browser accepts: the `.br`/`.gz` siblings the
 * Vite build writes, see packages/client/vite-precompress.ts), never compressed on the fly.
 */
export async function registerWebApps(app: FastifyInstance, dists: WebApps) {
  const web = built(dists.webDist);
  const admin = built(dists.adminDist);
  const common: FastifyStaticOptions = {
    wildcard: false,
    index: false,
    preCompressed: true,
    // The siblings are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
  };
  if (web)
    await app.register(fastifyStatic, {
      ...common,
      root: web,
      prefix: '/',
      setHeaders: cacheHeaders(web),
    });
  if (admin)
    await app.register(fastifyStatic, {
      ...common,
      root: admin,
      setHeaders: cacheHeaders(admin),
      prefix: '/manage/',
      decorateReply: !web,
    });
  const webPage = pageFor(web);
  const adminPage = pageFor(admin);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    if (wantsPage && admin && isAdminPath(url))
      return reply.type('text/html').sendFile(adminPage(url), admin);
    if (wantsPage && web) return reply.type('text/html').sendFile(webPage(url), web);
    return notFoundEnvelope(request, reply);
  });
}
