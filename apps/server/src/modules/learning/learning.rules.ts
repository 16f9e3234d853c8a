import type { LearningState, ResourceType } from '@ascent/shared/course';
import type { CourseRules } from '../course/course.reader.ts';

/**
 * The pure rules of the learning record (docs/decisions.md "learning"): how much time a beat
 * earns, how far a player may have got, when a resource, chapter and course are completed,
 * and which chapters are locked.
 */

/** At most this much is credited for one beat, whatever the gap (the players beat every ~15 s). */
export const BEAT_CAP_SECONDS = 60;
/** A play silent for this long is over: another play of the same learner may take over. */
export const PLAY_SILENCE_SECONDS = 30;
/** How far beyond the credited time the furthest point may move in one beat (rate 2x + slack). */
export const FURTHEST_RATE = 2;
export const FURTHEST_SLACK_SECONDS = 5;
/** A media resource counts as played to the end within this many seconds of its duration. */
export const END_TOLERANCE_SECONDS = 5;

export type PlayDecision =
  { active: true; credited: number; takeover: boolean } | { active: false; credited: 0 };

/**
 * One beat of `playId` at `now`, given the learner's play row. The same play earns the
 * wall-clock gap since its previous beat (capped); a new play takes over only when the
 * current one has been silent for PLAY_SILENCE_SECONDS or said it was closing, and its first
 * beat earns nothing.
 */
export function decideBeat(
  play: { playId: string; lastBeatAt: Date; closed: boolean } | null,
  playId: string,
  now: Date,
): PlayDecision {
  // No play yet, or the last one said it was closing: this one starts afresh.
  if (!play || play.closed) return { active: true, credited: 0, takeover: true };
  const gap = (now.getTime() - play.lastBeatAt.getTime()) / 1000;
  if (play.playId === playId) {
    return {
      active: true,
      credited: Math.max(0, Math.min(gap, BEAT_CAP_SECONDS)),
      takeover: false,
    };
  }
  if (gap < PLAY_SILENCE_SECONDS) return { active: false, credited: 0 };
  return { active: true, credited: 0, takeover: true };
}

/** The furthest point after a beat: it grows at most by what the credited time allows. */
export function nextFurthest(furthest: number, position: number, credited: number): number {
  const reachable = furthest + credited * FURTHEST_RATE + FURTHEST_SLACK_SECONDS;
  return Math.max(furthest, Math.min(position, reachable));
}

export interface ResourceRule {
  type: ResourceType;
  minSeconds: number;
  durationSeconds: number | null;
}

/**
 * Whether a resource is completed after a beat (SCORM completes only through its cmi status):
 * media need the minimum time and the end reached (the furthest point near the duration, or
 * the player's ended flag when the duration is unknown); everything else the minimum time.
 */
export function resourceCompleted(
  rule: ResourceRule,
  p: { studiedSeconds: number; furthest: number; ended: boolean },
): boolean {
  if (rule.type === 10) return false;
  if (p.studiedSeconds < rule.minSeconds) return false;
  if (rule.type === 1 || rule.type === 2) {
    if (rule.durationSeconds && rule.durationSeconds > 0)
      return p.furthest >= rule.durationSeconds - END_TOLERANCE_SECONDS;
    return p.ended;
  }
  return true;
}

/** The course's structure with each resource's state: chapter states, locks, percent, course state. */
export function courseStatus(
  rules: Pick<CourseRules, 'chapters' | 'completionRule' | 'learnInSequence'>,
  stateOf: (resourceId: number) => LearningState,
) {
  const counts = (r: { compulsory: boolean }) => rules.completionRule === 'all' || r.compulsory;
  let counted = 0;
  let done = 0;
  let anyStarted = false;
  let previousDone = true;
  const chapters = rules.chapters.map((ch) => {
    const locked = rules.learnInSequence && !previousDone;
    const mine = ch.resources.filter(counts);
    const states = ch.resources.map((r) => stateOf(r.resourceId));
    if (states.some((s) => s !== 'notStarted')) anyStarted = true;
    const chapterDone = mine.every((r) => stateOf(r.resourceId) === 'completed');
    counted += mine.length;
    done += mine.filter((r) => stateOf(r.resourceId) === 'completed').length;
    const state: LearningState =
      chapterDone && (mine.length > 0 || states.every((s) => s === 'completed'))
        ? 'completed'
        : states.some((s) => s !== 'notStarted')
          ? 'studying'
          : 'notStarted';
    previousDone = previousDone && chapterDone;
    return { chapterId: ch.chapterId, state, locked };
  });
  const completed = counted > 0 && done === counted;
  const state: LearningState = completed ? 'completed' : anyStarted ? 'studying' : 'notStarted';
  const percent = counted ? Math.floor((done * 100) / counted) : 0;
  return { chapters, state, percent };
}
