/**
 * The learner site's and the admin site's Content-Security-Policy (decisions.md, "Content
 * Security Policy"): scripts only from the site's own files and `scripts`: the inline scripts
 * its build wrote, each by its hash (a landing page's first call), and on the learner site the
 * origins of the suites' in-app JS SDK scripts (Feishu's h5sdk), no eval, no
 * plugins, no <base> elsewhere, forms and connections to the site only, framed by the site
 * only, and the package origin (`packageOrigin`) as the one source of frames. Styles allow
 * inline because antd writes its CSS-in-JS into <style> elements and React writes style
 * attributes; pictures may come from any http(s) address because a cover may be a link.
 */
export function siteCsp(packageOrigin: string, scripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${packageOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** HSTS for replies over HTTPS (directly or through a trusted proxy): a year, this host only. */
export const HSTS = 'max-age=31536000';
