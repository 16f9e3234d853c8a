import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { services } from '../../../app/services.ts';

/**
 * While the clock runs, the paper is not left without asking: a reload, a closed tab or
 * another address gets the browser's own leave prompt (beforeunload), and a way out inside the
 * site (the back button: the paper shows no menu) waits for `confirmLeave` (true: go). The
 * site's fixed pages the API client sends to (login when the session ended, the licence page)
 * are not held up, nor is the page's own way out once `closing` is set (hand-in, result).
 */
export function useLeaveGuard(
  active: boolean,
  closing: RefObject<boolean>,
  confirmLeave: () => Promise<boolean>,
) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (closing.current) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, closing]);

  const { login, licence } = services.paths;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !closing.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== login &&
      nextLocation.pathname !== licence,
  );
  const asking = useRef(false);
  const confirm = useRef(confirmLeave);
  useEffect(() => {
    confirm.current = confirmLeave;
  }, [confirmLeave]);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm.current().then(
      (go) => {
        asking.current = false;
        if (go) blocker.proceed();
        else blocker.reset();
      },
      () => {
        asking.current = false;
        blocker.reset();
      },
    );
  }, [blocker]);
}
