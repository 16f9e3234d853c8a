export const courseDetailPath = (id: number) => `/course/detail?id=${id}`;

/** A banner link: a site path is followed inside the app, an http(s) address in a new tab. */
export function bannerTarget(link: string): { internal: string } | { external: string } | null {
  if (!link) return null;
  if (/^\/(?!\/)/.test(link)) return { internal: link };
  if (/^https?:\/\//i.test(link)) return { external: link };
  return null;
}
