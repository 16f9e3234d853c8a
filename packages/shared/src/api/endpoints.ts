import { openApiEndpoints } from '../openapi/endpoints.ts';
import { positionEndpoints } from '../org/endpoints.ts';

/**
 * Every endpoint of the API by name (`POST /api/study/position/list`). The server binds
 * handlers to these, the OpenAPI document and the route table are derived from them, and the
 * apps' client takes its types from `typeof ENDPOINTS` (a type-only import).
 */
export const ENDPOINTS = {
  ...openApiEndpoints,
  ...positionEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
