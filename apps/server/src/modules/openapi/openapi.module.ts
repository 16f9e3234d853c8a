import fs from 'node:fs';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import { buildOpenApi } from '../../core/openapi.ts';
import { openApiRoutes } from './openapi.routes.ts';

/** The OpenAPI document derived from every endpoint definition, built once on first request. */
export function createOpenApiModule() {
  const { version } = JSON.parse(
    fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  let document: Record<string, unknown> | undefined;
  const get = () => (document ??= buildOpenApi(ENDPOINTS, { version }));
  return { document: get, routes: openApiRoutes(get) };
}
