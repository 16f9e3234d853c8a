import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { RET, translateRef } from '@ascent/shared/errors';
import { resolveLocale, type Locale } from '@ascent/shared/i18n';
import { safePackagePath, type FileStorage } from '../../infra/storage/file-storage.ts';
import { contentTypeOf } from './content-types.ts';
import { sendStoredFile } from './files.routes.ts';
import {
  PACKAGE_ID,
  PACKAGE_TOKEN_SECONDS,
  isOrigin,
  signPackageToken,
  verifyPackageToken,
} from './package-token.ts';

/**
 * Uploaded H5 and SCORM packages run on an origin of their own (decisions.md, "Package
 * origin"): a second listener of this process (PACKAGE_PORT, by default PORT+1) or whatever
 * PACKAGE_ORIGIN names (a separate host a reverse proxy maps to that port). Nothing there can
 * read the product's storage or call its API as the learner. This listener serves only
 * `/p/<token>/<package id>/<path>`: the token (package-token.ts) is checked, then the file is
 * sent with the package CSP, byte ranges, no cookies; anything else is a 404 envelope.
 */

/** The launcher's own files, at `/p/<token>/<id>/__ascent/<name>` beside the package's. */
const LAUNCHER_DIR = '__ascent';
const require = createRequire(import.meta.url);
const ASSETS: Record<string, { file: string; type: string }> = {
  'launch.html': {
    file: path.join(import.meta.dirname, 'package-launcher/launch.html'),
    type: 'text/html; charset=utf-8',
  },
  'launch.js': {
    file: path.join(import.meta.dirname, 'package-launcher/launch.js'),
    type: 'text/javascript; charset=utf-8',
  },
  // scorm-again's runtimes as browser scripts (they define window.Scorm12API / Scorm2004API).
  'scorm12.js': { file: require.resolve('scorm-again/scorm12/min'), type: 'text/javascript' },
  'scorm2004.js': { file: require.resolve('scorm-again/scorm2004/min'), type: 'text/javascript' },
};

/**
 * What a package's pages may do on their origin: scripts, styles, pictures and media of the
 * package (inline code and eval too, which authoring tools write: harmless on an origin that
 * holds nothing), talk to nothing else, and be framed only by the learner site that launched
 * them (and by the launcher page on this origin, for SCORM).
 */
export function packageCsp(site: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${site}`,
  ].join('; ');
}

export interface PackageOriginSettings {
  /** PACKAGE_ORIGIN: the origin browsers reach packages at; empty = this host, `port`. */
  origin: string;
  /** PACKAGE_PORT: where this process listens for package requests (0 = any free port). */
  port: number;
  host: string;
}

interface Requester {
  protocol: string;
  hostname: string;
}

/**
 * The package origin's listener and the launch links that point at it. `listen()` and
 * `close()` follow the app (app.ts ties them to onReady / onClose).
 */
export function createPackageOrigin(deps: {
  storage: FileStorage;
  settings: PackageOriginSettings;
  /** The server secret tokens are signed with (core/server-secret.ts: one for every process). */
  secret: Buffer;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const now = deps.now ?? (() => Date.now());
  let server: FastifyInstance | null = null;
  let boundPort = 0;

  /** Where this request's browser reaches packages (PACKAGE_ORIGIN, or its host on our port). */
  function originFor(req: Requester): string {
    if (deps.settings.origin) return deps.settings.origin;
    const host = req.hostname.startsWith('[') ? req.hostname : req.hostname.split(':')[0];
    return `${req.protocol}://${host}:${boundPort || deps.settings.port}`;
  }

  function refuse(reply: FastifyReply, locale: Locale, status: 403 | 404) {
    const ref = status === 403 ? 'files.packageLinkExpired' : 'common.notFound';
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ ret: RET.FAIL, msg: translateRef(ref, locale), data: null });
  }

  async function build(): Promise<FastifyInstance> {
    const app = Fastify({
      loggerInstance: deps.log,
      routerOptions: { maxParamLength: 600 },
      requestTimeout: 180_000,
    });
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      // The token is in the path: no page of a package passes it on.
      reply.header('referrer-policy', 'no-referrer');
    });
    app.get('/p/:token/:pkgId/*', async (req, reply) => {
      const locale = resolveLocale(req.headers['accept-language']);
      const { token, pkgId } = req.params as { token: string; pkgId: string };
      const rest = (req.params as { '*': string })['*'];
      if (!PACKAGE_ID.test(pkgId)) return refuse(reply, locale, 404);
      const grant = verifyPackageToken(deps.secret, token, pkgId, Math.floor(now() / 1000));
      if (grant === null) return refuse(reply, locale, 404);
      if (grant === 'expired') return refuse(reply, locale, 403);
      reply
        .header('content-security-policy', packageCsp(grant.site))
        .header('cache-control', 'private, max-age=3600');

      if (rest.startsWith(`${LAUNCHER_DIR}/`)) {
        const asset = ASSETS[rest.slice(LAUNCHER_DIR.length + 1)];
        if (!asset) return refuse(reply, locale, 404);
        return reply.type(asset.type).send(fs.createReadStream(asset.file));
      }
      const relative = safePackagePath(rest);
      if (!relative) return refuse(reply, locale, 404);
      const fileKey = `pkg/${pkgId}/${relative}`;
      const size = await deps.storage.size(fileKey);
      if (size === null) return refuse(reply, locale, 404);
      reply.type(contentTypeOf(path.extname(relative).slice(1))).header('accept-ranges', 'bytes');
      return sendStoredFile(deps.storage, fileKey, size, req.headers.range, reply, () =>
        refuse(reply, locale, 404),
      );
    });
    app.setNotFoundHandler((req, reply) =>
      refuse(reply, resolveLocale(req.headers['accept-language']), 404),
    );
    app.setErrorHandler((err, req, reply) => {
      req.log.warn({ err }, 'package request failed');
      return refuse(reply, resolveLocale(req.headers['accept-language']), 404);
    });
    return app;
  }

  return {
    originFor,
    /**
     * The address a learner's frame opens a package at: its launch page (H5), or the
     * launcher page that holds the SCORM runtime and frames the launch page (SCORM).
     */
    launch(
      req: Requester,
      site: string,
      pkg: { root: string; entry: string; scormVersion: string | null },
    ): { url: string; origin: string } {
      const pkgId = pkg.root.slice('pkg/'.length);
      const expires = Math.floor(now() / 1000) + PACKAGE_TOKEN_SECONDS;
      const token = signPackageToken(deps.secret, pkgId, site, expires);
      const origin = originFor(req);
      const base = `${origin}/p/${token}/${pkgId}/`;
      const entry = pkg.entry.split('/').map(encodeURIComponent).join('/');
      if (!pkg.scormVersion) return { url: base + entry, origin };
      const query = new URLSearchParams({ entry: pkg.entry, version: pkg.scormVersion });
      return { url: `${base}${LAUNCHER_DIR}/launch.html?${query}`, origin };
    },
    async listen() {
      if (deps.settings.origin && !isOrigin(deps.settings.origin))
        throw new Error(`PACKAGE_ORIGIN must be an origin, got ${deps.settings.origin}`);
      server = await build();
      await server.listen({ port: deps.settings.port, host: deps.settings.host });
      const address = server.server.address();
      boundPort = typeof address === 'object' && address ? address.port : deps.settings.port;
    },
    async close() {
      await server?.close();
      server = null;
    },
  };
}
export type PackageOrigin = ReturnType<typeof createPackageOrigin>;
