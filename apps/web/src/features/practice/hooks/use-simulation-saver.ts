import { useCallback, useEffect, useRef, useState } from 'react';
import type { TAnswerValue } from '@ascent/shared/question';
import { saveAnswer } from '../api/practice-api.ts';

export type SaveState = 'saved' | 'saving' | 'failed';

/**
 * Saves a simulation's answers as they are given: each change of a unit raises its seq (the
 * server keeps the highest), typing is saved after a short pause, a failed save is retried
 * every 5 s, and `flush` sends everything still waiting (before hand-in).
 */
export function useSimulationSaver(sessionId: number, initialSeqs: Record<string, number>) {
  const seqs = useRef<Record<string, number>>({ ...initialSeqs });
  const pending = useRef(new Map<number, { value: TAnswerValue; seq: number }>());
  const timers = useRef(new Map<number, number>());
  const [state, setState] = useState<SaveState>('saved');

  const send = useCallback(
    async (questionId: number) => {
      const item = pending.current.get(questionId);
      if (!item) return;
      setState('saving');
      try {
        await saveAnswer({ sessionId, questionId, value: item.value, seq: item.seq }, true);
        if (pending.current.get(questionId)?.seq === item.seq) pending.current.delete(questionId);
        setState(pending.current.size ? 'saving' : 'saved');
      } catch {
        setState('failed');
      }
    },
    [sessionId],
  );

  const change = useCallback(
    (questionId: number, value: TAnswerValue, delayMs: number) => {
      const seq = (seqs.current[questionId] ?? 0) + 1;
      seqs.current[questionId] = seq;
      pending.current.set(questionId, { value, seq });
      window.clearTimeout(timers.current.get(questionId));
      timers.current.set(
        questionId,
        window.setTimeout(() => {
          timers.current.delete(questionId);
          void send(questionId);
        }, delayMs),
      );
      setState('saving');
    },
    [send],
  );

  /** Sends every waiting answer now; true when nothing is left unsaved. */
  const flush = useCallback(async () => {
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
    await Promise.all([...pending.current.keys()].map((id) => send(id)));
    return pending.current.size === 0;
  }, [send]);

  useEffect(() => {
    const retry = window.setInterval(() => {
      if (pending.current.size && !timers.current.size) void flush();
    }, 5000);
    const waiting = timers.current;
    return () => {
      window.clearInterval(retry);
      for (const timer of waiting.values()) window.clearTimeout(timer);
    };
  }, [flush]);

  return { change, flush, state };
}
