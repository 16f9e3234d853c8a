/**
 * Which of the page's events is a new leaving of the paper, that is one screen switch: the page
 * hidden (another tab or window, the phone's home screen) always; the full screen left, when
 * the exam is taken in full screen, unless it is the end of a switch already counted. A switch
 * away in full screen ends the full screen too, and the browser delivers that end only once the
 * page shows again (a hidden page draws no frames), so an end that arrives after a hiding in
 * full screen and before the page has drawn again belongs to that hiding.
 */
export interface LeavingTracker {
  /** The page was hidden: a leaving. */
  hidden(): boolean;
  /** The page shows again and has drawn its first frames. */
  settled(): void;
  /** The full screen changed (`full`: in it now); true when this is a new leaving. */
  fullScreen(full: boolean, visible: boolean): boolean;
}

export function createLeavingTracker(fullScreenRule: boolean, startFull: boolean): LeavingTracker {
  let full = startFull;
  let hiddenInFull = false;
  return {
    hidden() {
      hiddenInFull = full;
      return true;
    },
    settled() {
      hiddenInFull = false;
    },
    fullScreen(now, visible) {
      const left = full && !now && !hiddenInFull && visible;
      full = now;
      hiddenInFull = false;
      return left && fullScreenRule;
    },
  };
}
