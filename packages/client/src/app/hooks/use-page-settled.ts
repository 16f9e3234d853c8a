import { useEffect, useState } from 'react';

/** The longest a background call waits for the first page (a picture that never loads). */
export const PAGE_SETTLED_CAP_MS = 5000;

let settled = false;
let whenSettled: Promise<void> | null = null;

/**
 * Resolves once the first page has had its turn: after the window's load event, at the
 * browser's next idle moment (and at the latest PAGE_SETTLED_CAP_MS after the first ask).
 * Background calls (the unread count, the message stream, the personnel prompt's data) wait for
 * it, so the first page's code, data and picture do not queue behind them on the browser's six
 * connections per server (issue 14: the course cover waited behind seven shell calls).
 */
export function pageSettled(): Promise<void> {
  whenSettled ??= new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    const cap = setTimeout(done, PAGE_SETTLED_CAP_MS);
    const idle = () => {
      const finish = () => {
        clearTimeout(cap);
        done();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: 1000 });
      else setTimeout(finish, 0);
    };
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return whenSettled;
}

/** Whether the first page has settled (`pageSettled`): false until then, true ever after. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let live = true;
    void pageSettled().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
