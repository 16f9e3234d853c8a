import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ScreenSwitchResult } from '@ascent/shared/exam';
import { reportScreenSwitch } from '../api/exam-api.ts';
import { createLeavingTracker } from '../lib/screen-leaving.ts';

export interface ScreenCutOptions {
  attemptId: number;
  /** The attempt is open (the clock runs). */
  active: boolean;
  /** The exam is taken in full screen: leaving it counts too. */
  fullScreenRule: boolean;
  /** Set once the page itself ends the attempt or leaves (hand-in, result, a confirmed leave). */
  closing: RefObject<boolean>;
  /** The server's count after a reported switch (and whether it handed the paper in). */
  onCounted: (result: ScreenSwitchResult) => void;
}

/**
 * Reports every leaving of the paper while the clock runs as a screen switch, counted by the
 * server (which hands the paper in at the exam's limit): the page hidden (another tab or
 * window, the phone's home screen) and, when the exam is taken in full screen, the full screen
 * left; one leaving is one switch (lib/screen-leaving.ts). A reload or a closed tab is not
 * one (the browser asked first, and the paper comes back as it was). `leave` reports one for
 * a way out the page confirmed itself.
 */
export function useScreenCuts({
  attemptId,
  active,
  fullScreenRule,
  closing,
  onCounted,
}: ScreenCutOptions) {
  const counted = useRef(onCounted);
  useEffect(() => {
    counted.current = onCounted;
  }, [onCounted]);

  const report = useCallback(async () => {
    const result = await reportScreenSwitch(attemptId);
    counted.current(result);
    return result;
  }, [attemptId]);

  useEffect(() => {
    if (!active) return;
    let unloading = false;
    const tracker = createLeavingTracker(fullScreenRule, !!document.fullscreenElement);
    let frame = 0;
    const leaving = () => {
      if (!unloading && !closing.current) void report().catch(() => undefined);
    };
    const onPageHide = () => {
      unloading = true;
    };
    // Back from the browser's page cache: the same page, open again.
    const onPageShow = () => {
      unloading = false;
    };
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (document.visibilityState === 'hidden') {
        if (tracker.hidden()) leaving();
        return;
      }
      // Shown again: settled once two frames are drawn (a full screen's end comes with them).
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => tracker.settled());
      });
    };
    const onFullScreen = () => {
      const visible = document.visibilityState === 'visible';
      if (tracker.fullScreen(!!document.fullscreenElement, visible)) leaving();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullScreen);
      cancelAnimationFrame(frame);
    };
  }, [active, closing, fullScreenRule, report]);

  return { leave: report };
}
