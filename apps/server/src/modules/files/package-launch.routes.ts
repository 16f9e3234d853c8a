import type { FastifyRequest } from 'fastify';
import { packageLaunchEndpoints } from '@ascent/shared/files/endpoints';
import { bind } from '../../core/endpoints.ts';
import { fail } from '../../core/errors.ts';
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
export function packageLaunchRoutes(deps: { files: FilesRepository; packages: PackageOrigin }) {
  return bind(packageLaunchEndpoints, {
    'POST /api/files/launch/:fileId/:pkgId': async ({ actor, params, req }) => {
      const { fileId, pkgId } = params;
      const row = await deps.files.findInCompany(actor.companyId, fileId);
      if (!row?.packageEntry || row.packageRoot !== `pkg/${pkgId}`) throw fail('files.notFound');
      return deps.packages.launch(req, siteOf(req), {
        root: row.packageRoot,
        entry: row.packageEntry,
        scormVersion: row.scormVersion,
      });
    },
  });
}
