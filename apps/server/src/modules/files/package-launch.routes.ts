import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZPackageLaunchParam, type TPackageLaunch } from '@ascent/shared/files';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { FilesRepository } from './files.repository.ts';
import type { PackageOrigin } from './package-origin.ts';
import { isOrigin } from './package-token.ts';

/**
 * The learner site's origin, which the package may be framed by and reports to: the Origin
 * header of this same-origin POST (what the browser shows, also behind a dev proxy), else the
 * address this request reached.
 */
function siteOf(req: FastifyRequest): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && isOrigin(origin)) return origin;
  return `${req.protocol}://${req.host}`;
}

/**
 * `POST /api/files/launch/:fileId/:pkgId`, a package's `launchUrl`: a signed-in person of the
 * package's company gets a short-lived address of it on the package origin. The package id is
 * unguessable and only replies that checked access to its course hand it out (files.catalog).
 */
export function packageLaunchRoutes(deps: {
  files: FilesRepository;
  packages: PackageOrigin;
}): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/files/launch/:fileId/:pkgId', async (req) => {
      const { fileId, pkgId } = parseInput(ZPackageLaunchParam, req.params);
      const actor = requireActor(req.actor);
      const row = await deps.files.findInCompany(actor.companyId, fileId);
      if (!row?.packageEntry || row.packageRoot !== `pkg/${pkgId}`) throw fail('files.notFound');
      const launch: TPackageLaunch = deps.packages.launch(req, siteOf(req), {
        root: row.packageRoot,
        entry: row.packageEntry,
        scormVersion: row.scormVersion,
      });
      return ok(launch);
    });
  };
}
