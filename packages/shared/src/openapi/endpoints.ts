import { endpoint, endpoints } from '../api/index.ts';

/** The API's own description for integrators: the OpenAPI 3.1 document and a reference page. */
export const openApiEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This document: every endpoint with its inputs and output (OpenAPI 3.1)',
    raw: { contentType: 'application/json', description: 'The OpenAPI 3.1 document' },
  }),
  endpoint({
    method: 'GET',
    path: '/api/docs',
    auth: 'public',
    summary: 'A readable reference page of the same document',
    raw: { contentType: 'text/html', description: 'The API reference page' },
  }),
);
