import { useEffect, useRef } from 'react';
import type { TLearningReport, TLearningReportResult } from '@ascent/shared/learning';
import { reportBeat, reportBeatOnExit } from '../api/learning-api.ts';

/** How often an open player beats (the server credits at most the time between two beats). */
export const BEAT_INTERVAL_MS = 15_000;

/** A fresh id for one play: one player instance in one tab. */
export function newPlayId(): string {
  return `play-${crypto.randomUUID()}`;
}

export interface HeartbeatSource {
  /** Media position (seconds) now; 0 for other resources. */
  position(): number;
  /** Whether the learner is studying now (media playing, a page open and visible). */
  active(): boolean;
  ended(): boolean;
}

/**
 * Beats for one resource: every 15 s while active, once at once, and on demand (`beat()`,
 * called on pause, ended, seek); on visibilitychange to hidden and pagehide a keepalive beat.
 */
export function useHeartbeat(
  target: { courseId: number; resourceId: number } | null,
  source: HeartbeatSource,
  onResult: (r: TLearningReportResult) => void,
) {
  const playId = useRef(newPlayId());
  const sourceRef = useRef(source);
  const onResultRef = useRef(onResult);
  sourceRef.current = source;
  onResultRef.current = onResult;
  const beatRef = useRef<() => void>(() => undefined);
  // While another play of the learner holds the record (another tab, or one closed without its
  // last beat), this one keeps beating even when idle, so that it takes over once the other is
  // silent and what it reached (the end of a video) is recorded then.
  const waiting = useRef(false);

  useEffect(() => {
    if (!target) return;
    const body = (): TLearningReport => ({
      courseId: target.courseId,
      resourceId: target.resourceId,
      playId: playId.current,
      position: Math.max(0, sourceRef.current.position()),
      ended: sourceRef.current.ended(),
      closing: false,
    });
    const beat = () => {
      reportBeat(body()).then(
        (r) => {
          waiting.current = !r.active;
          onResultRef.current(r);
        },
        () => undefined,
      );
    };
    beatRef.current = beat;
    beat();
    const timer = window.setInterval(() => {
      if ((sourceRef.current.active() || waiting.current) && document.visibilityState === 'visible')
        beat();
    }, BEAT_INTERVAL_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') reportBeatOnExit(body());
    };
    const onPageHide = () => reportBeatOnExit({ ...body(), closing: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the resource: a last beat records the position reached and ends the play.
      reportBeatOnExit({ ...body(), closing: true });
    };
  }, [target?.courseId, target?.resourceId]); // eslint-disable-line react-hooks/exhaustive-deps

  return { beat: () => beatRef.current() };
}
