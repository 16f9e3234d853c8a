import type { Page } from 'playwright-core';

/** Where a landing page sends its first calls, in one request. */
const FIRST_CALLS = '/api/first-calls';

/**
 * Who asks for each of `paths` (API addresses without their query) on the page's next load: the
 * script each request came from, by path, and any script the page's CSP refused. A landing
 * page's first calls come from the page itself (its address), all in one request to
 * /api/first-calls that asks for each of them, before the site's code runs
 * (packages/client/src/api/first-call.ts); the site's code would show as an asset.
 */
export async function watchFirstCalls(page: Page, paths: readonly string[]) {
  const seen = {
    initiators: {} as Record<string, string[]>,
    refused: [] as string[],
    /** The catalogues fetched (assets/*.json): a landing page carries its own language's. */
    catalogues: [] as string[],
  };
  const watched = new Set(paths);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (/\/assets\/[\w-]+\.json$/.test(pathname)) seen.catalogues.push(pathname);
    const initiator = event.initiator.stack?.callFrames[0]?.url ?? event.initiator.type;
    const asked =
      pathname === FIRST_CALLS && event.request.postData
        ? (JSON.parse(event.request.postData) as { calls: { path: string }[] }).calls.map(
            (call) => `/api/${call.path}`,
          )
        : [pathname];
    for (const path of asked) if (watched.has(path)) (seen.initiators[path] ??= []).push(initiator);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.refused.push(message.text());
  });
  return seen;
}

/** Each path asked for once, by the page at `address` itself. */
export const byThePage = (paths: readonly string[], address: string) =>
  Object.fromEntries(paths.map((path) => [path, [address]]));

/** The signed-in shell's first calls (apps/web/landing-pages.ts `SHELL_CALLS`). */
export const SHELL_FIRST_CALLS = [
  '/api/study/platform/config',
  '/api/study/me/company/config',
  '/api/study/me/profile',
  '/api/study/home/menu/pc',
];
