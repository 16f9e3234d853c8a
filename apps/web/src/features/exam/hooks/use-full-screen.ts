import { useEffect, useState } from 'react';

/** Whether the page is in full screen, and a way in (false when the browser cannot). */
export function useFullScreen() {
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return { active, enter: enterFullScreen };
}

/** Asks for full screen (inside a click); false when the browser does not support it. */
export function enterFullScreen(): boolean {
  const el = document.documentElement;
  if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function') return false;
  el.requestFullscreen().catch(() => undefined);
  return true;
}

/** Leaves full screen, if the page is in it (the attempt is over, or could not start). */
export function exitFullScreen() {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}
