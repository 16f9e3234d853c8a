import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@ascent/client/api';
import type { AttemptPaper } from '@ascent/shared/exam';
import { saveAnswer, saveAnswers } from '../api/exam-api.ts';
import { answerStore } from '../lib/answer-store.ts';
import { createAnswerSync, type AnswerSync, type SendFailure } from '../lib/answer-sync.ts';

/** A refusal (ret 1) is final; anything else (no network, a timeout, a 5xx) is retried. */
const failureOf = (error: unknown): SendFailure =>
  isApiError(error) && error.kind === 'ret' && error.ret === 1 ? 'refused' : 'transport';

/**
 * The attempt's answer sheet on this page: built once the paper arrives (the server's answers
 * merged with this browser's queue), sending again when the network returns. `version`
 * changes whenever answers or the save state do.
 */
export function useAnswerSync(
  attemptId: number,
  paper: AttemptPaper | undefined,
  onRefused: (error: unknown) => void,
): { sync: AnswerSync | null; version: number } {
  const [sync, setSync] = useState<AnswerSync | null>(null);
  const [version, setVersion] = useState(0);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);

  const inProgress = paper?.status === 'in_progress';
  const serverAnswers = paper?.answers;
  useEffect(() => {
    if (!inProgress || !serverAnswers) return;
    const s = createAnswerSync({
      attemptId,
      store: answerStore(),
      send: (items) =>
        items.length === 1
          ? saveAnswer({
              attemptId,
              questionId: items[0]!.questionId,
              value: items[0]!.value,
              seq: items[0]!.seq,
            })
          : saveAnswers({
              attemptId,
              items: items.map((i) => ({ questionId: i.questionId, value: i.value, seq: i.seq })),
            }),
      failureOf,
      onRefused: (e) => refused.current(e),
      onChange: () => setVersion((v) => v + 1),
      isOnline: () => navigator.onLine,
    });
    let alive = true;
    void s.init(serverAnswers).then(() => {
      if (alive) setSync(s);
    });
    const online = () => s.online();
    const offline = () => setVersion((v) => v + 1);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      alive = false;
      s.stop();
      setSync(null);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [attemptId, inProgress, serverAnswers]);

  return { sync, version };
}
