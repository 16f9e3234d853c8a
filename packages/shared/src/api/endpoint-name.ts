// The endpoint name's parts, apart from the schemas (index.ts) so a page that only splits names loads no zod.

export type EndpointMethod = 'GET' | 'POST';

/** Splits an endpoint name (`POST /api/study/position/list`) into its method and path. */
export function splitEndpointName(name: string): { method: EndpointMethod; path: string } {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space) as EndpointMethod, path: name.slice(space + 1) };
}
