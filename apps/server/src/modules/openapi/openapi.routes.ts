import { openApiEndpoints } from '@ascent/shared/openapi/endpoints';
import { bind } from '../../core/endpoints.ts';
import { renderApiReference } from './api-reference.ts';

/** The page's own policy: no script at all, its inline styles only. */
const REFERENCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function openApiRoutes(document: () => Record<string, unknown>) {
  let page: string | undefined;
  return bind(openApiEndpoints, {
    'GET /api/openapi.json': async ({ reply }) =>
      reply.header('cache-control', 'no-cache').send(document()),
    'GET /api/docs': async ({ reply }) => {
      page ??= renderApiReference(document());
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', REFERENCE_CSP)
        .send(page);
    },
  });
}
