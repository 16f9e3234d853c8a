import type { ScreenSwitchResult } from '@ascent/shared/exam';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResultFrame } from '@ascent/client/app';
import { PlainDialog } from '@ascent/client/ui';
import { isAnswered, type TAnswerValue } from '@ascent/shared/question';
import { services } from '../../../app/services.ts';
import { fetchAttempt } from '../api/attempt-call.ts';
import { submitAttempt } from '../api/exam-api.ts';
import { AnswerSheet, type SheetUnit } from '../components/AnswerSheet.tsx';
import { ExamPaperBar, ExamPaperSkeleton } from '../components/ExamPaperBar.tsx';
import { ExamTimer } from '../components/ExamTimer.tsx';
import { QuestionBlock, seqKeyOf } from '../components/QuestionBlock.tsx';
import { SaveState } from '../components/SaveState.tsx';
import { useAttemptPaper } from '../hooks/use-exams.ts';
import { examKeys } from '../lib/exam-keys.ts';
import { useAnswerSync } from '../hooks/use-answer-sync.ts';
import { exitFullScreen, useFullScreen } from '../hooks/use-full-screen.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useScreenCuts } from '../hooks/use-screen-cuts.ts';
import { examPaths } from '../lib/exam-paths.ts';
import { clockOffset } from '../lib/exam-time.ts';
import '../exam.css';

/** The face check during the attempt: only attempts with face match load it. */
const ExamFaceWatch = lazy(() =>
  import('../components/ExamFaceWatch.tsx').then((m) => ({ default: m.ExamFaceWatch })),
);

/** The questions drawn with the page's first frame (more than a phone's screen holds). */
const FIRST_QUESTIONS = 3;
const NO_QUESTIONS: readonly never[] = [];

/**
 * /exam/paper?attemptId=: the attempt being answered, on the whole window (an immersive route:
 * no site header or menu, only the paper's bar). Every answer is kept in this browser's queue
 * and saved to the server as it is given; the clock counts to the server's deadline; leaving
 * the page (or the full screen the exam asks for) is reported as a screen switch; leaving
 * asks first while the clock runs; hand-in asks first when questions are unanswered; with face
 * match, the face is checked again whenever the server's next check falls due (ExamFaceWatch).
 * Made without the component kit (RouteMeta `withoutKit`, issue 14): plain elements, the plain
 * dialog (PlainDialog) for its questions and the answer sheet on a phone, the notifier's
 * plain toasts.
 */
export function ExamPaperPage() {
  const { t } = useTranslation();
  const message = services.notifier;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId')) || 0;
  const query = useAttemptPaper(attemptId);
  const paper = query.data?.paper;
  const offset = query.data ? clockOffset(query.data.paper.serverNow, query.data.receivedAt) : 0;
  const [handingIn, setHandingIn] = useState(false);
  const closing = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [sheetOpen, setSheetOpen] = useState(false);
  /** The question the page asks: hand in now, or leave the paper (answered through `resolve`). */
  const [asking, setAsking] = useState<
    | { kind: 'handIn'; unanswered: number }
    | { kind: 'leave'; resolve: (go: boolean) => void }
    | null
  >(null);
  const [leaving, setLeaving] = useState(false);
  const fullScreen = useFullScreen();

  const toResult = useCallback(() => {
    closing.current = true;
    exitFullScreen();
    void queryClient.invalidateQueries({ queryKey: examKeys.all });
    navigate(examPaths.result(attemptId), { replace: true });
  }, [attemptId, navigate, queryClient]);

  // The server refused answers: the attempt was handed in (time up, screen switches, elsewhere).
  const onRefused = useCallback(
    (error: unknown) => {
      message.warning((error as Error).message);
      void fetchAttempt(attemptId)
        .then((p) => {
          if (p.status !== 'in_progress') toResult();
        })
        .catch(() => undefined);
    },
    [attemptId, message, toResult],
  );
  const { sync, version } = useAnswerSync(attemptId, paper, onRefused);

  useEffect(() => {
    if (paper && paper.status !== 'in_progress') toResult();
  }, [paper, toResult]);

  // Leaving the page (another tab or window; the full screen, where the exam asks for it) is a
  // screen switch, counted by the server, which hands the paper in at the exam's limit.
  const inProgress = paper?.status === 'in_progress';
  const [switches, setSwitches] = useState<number | null>(null);
  const onCounted = useCallback(
    (r: ScreenSwitchResult) => {
      setSwitches(r.screenSwitches);
      if (r.submitted) {
        message.warning(t('exam.paper.switchLimit'));
        void sync?.finish();
        toResult();
      } else if (r.limit > 0)
        // One notice at a time: the newest count replaces the one before.
        message.warning({
          key: 'exam-screen-switch',
          content: t('exam.paper.switchCount', { count: r.screenSwitches, limit: r.limit }),
        });
    },
    [message, sync, t, toResult],
  );
  const { leave } = useScreenCuts({
    attemptId,
    active: inProgress,
    fullScreenRule: !!paper?.fullScreen,
    closing,
    onCounted,
  });

  // A way out inside the site asks first: the clock runs on, and leaving is a screen switch.
  const limit = paper?.screenSwitchLimit ?? 0;
  const used = switches ?? paper?.screenSwitches ?? 0;
  const confirmLeave = useCallback(
    () => new Promise<boolean>((resolve) => setAsking({ kind: 'leave', resolve })),
    [],
  );
  const answerLeave = async (go: boolean) => {
    if (asking?.kind !== 'leave') return;
    if (!go) {
      setAsking(null);
      return asking.resolve(false);
    }
    setLeaving(true);
    const r = await leave().catch(() => null);
    setLeaving(false);
    setAsking(null);
    if (r?.submitted) return asking.resolve(false);
    closing.current = true;
    exitFullScreen();
    asking.resolve(true);
  };
  useLeaveGuard(inProgress, closing, confirmLeave);

  // A new function whenever the answers change (`version`), so what reads it renders again.
  const answerOf = useCallback(
    (id: number) => (version >= 0 ? sync?.answers().get(id) : undefined),
    [sync, version],
  );
  const onAnswer = useCallback(
    (id: number, value: TAnswerValue, delayMs?: number) => sync?.set(id, value, delayMs),
    [sync],
  );

  // A paper drawn in one task held the page (and every click or key) for its whole length: the
  // first questions are drawn at once, the rest in a render React interrupts for the reader
  // (a deferred value's render, in slices).
  const allQuestions = paper?.questions ?? NO_QUESTIONS;
  const questions = useDeferredValue(allQuestions, allQuestions.slice(0, FIRST_QUESTIONS));

  const units: SheetUnit[] = useMemo(
    () =>
      allQuestions.flatMap((q, i) =>
        q.children.length
          ? q.children.map((c, j) => ({
              id: c.id,
              label: `${i + 1}.${j + 1}`,
              answered: isAnswered(answerOf(c.id)?.value),
            }))
          : [{ id: q.id, label: String(i + 1), answered: isAnswered(answerOf(q.id)?.value) }],
      ),
    [allQuestions, answerOf],
  );

  /**
   * Saves what is queued, then hands in. When the time ran out it tries again every few
   * seconds until the server answers (it has handed in at the deadline anyway).
   */
  const handIn = useCallback(
    async (timeUp: boolean) => {
      if (!sync || closing.current) return;
      setHandingIn(true);
      try {
        const saved = await sync.flush();
        if (!saved && !timeUp) {
          message.error(t('exam.paper.notSaved'));
          return;
        }
        await submitAttempt(attemptId, timeUp);
        await sync.finish();
        toResult();
      } catch {
        // The API client showed why (too early, no network...).
        if (timeUp && !closing.current) {
          message.warning({ key: 'exam-time-up', content: t('exam.paper.timeUpOffline') });
          retry.current = setTimeout(() => void handIn(true), 3000);
        }
      } finally {
        setHandingIn(false);
      }
    },
    [attemptId, message, sync, t, toResult],
  );
  useEffect(() => () => clearTimeout(retry.current), []);

  // At 0 the server's deadline has passed too (give the clocks a moment), so hand-in is a timeout.
  const onTimeUp = useCallback(() => {
    message.info(t('exam.paper.timeUp'));
    retry.current = setTimeout(() => void handIn(true), 1500);
  }, [handIn, message, t]);

  const confirmHandIn = () => {
    if (!paper) return;
    const opensAt = Date.parse(paper.submitOpensAt);
    if (Date.now() + offset < opensAt) {
      const minutes = Math.ceil((opensAt - Date.now() - offset) / 60_000);
      message.warning(t('exam.paper.tooEarly', { minutes }));
      return;
    }
    setAsking({ kind: 'handIn', unanswered: units.filter((u) => !u.answered).length });
  };

  if (!attemptId)
    return (
      <ResultFrame
        centered
        status="not-found"
        title={t('exam.paper.notFound')}
        subtitle=""
        actions={null}
      />
    );
  if (query.isError)
    return (
      <ResultFrame
        centered
        status="error"
        title={t('ui.loadFailed')}
        subtitle={query.error.message}
        actions={
          <button type="button" className="plain-button" onClick={() => void query.refetch()}>
            {t('ui.retry')}
          </button>
        }
      />
    );
  if (!paper || paper.status !== 'in_progress') return <ExamPaperSkeleton />;

  const answered = units.filter((u) => u.answered).length;
  const closeSheet = () => setSheetOpen(false);
  return (
    <div className="exam-paper">
      <ExamPaperBar
        title={paper.examName}
        status={<SaveState state={sync?.state() ?? 'saving'} pending={sync?.pendingCount() ?? 0} />}
      >
        <ExamTimer deadline={paper.deadline} offset={offset} onTimeUp={onTimeUp} />
        <button
          type="button"
          className="plain-button exam-paper__sheet-toggle"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {t('exam.paper.answeredOf', { answered, total: units.length })}
        </button>
        <button
          type="button"
          className="plain-button plain-button--primary"
          data-testid="exam-submit"
          disabled={!sync || handingIn}
          aria-busy={handingIn}
          onClick={confirmHandIn}
        >
          {handingIn ? <span className="plain-button__spinner" aria-hidden="true" /> : null}
          {t('exam.paper.submit')}
        </button>
      </ExamPaperBar>
      <div className="exam-paper__body">
        {paper.fullScreen && !fullScreen.active && (
          <div className="plain-notice plain-notice--warning exam-paper__alert">
            <span>{t('exam.paper.fullScreenAsked')}</span>
            <button
              type="button"
              className="plain-button exam-paper__alert-action"
              onClick={() => {
                if (!fullScreen.enter()) message.error(t('exam.paper.fullScreenUnsupported'));
              }}
            >
              {t('exam.paper.enterFullScreen')}
            </button>
          </div>
        )}
        {paper.screenSwitchLimit > 0 && (
          <div className="plain-notice exam-paper__alert">
            {t('exam.paper.switchRule', { limit: paper.screenSwitchLimit })}
          </div>
        )}
        <div className="exam-paper__layout" aria-busy={!sync}>
          <div className="exam-paper__questions">
            {questions.map((q, i) => (
              <QuestionBlock
                key={q.id}
                question={q}
                number={String(i + 1)}
                answerOf={answerOf}
                onAnswer={onAnswer}
                disabled={!sync || handingIn}
                seqKey={seqKeyOf(q, answerOf)}
              />
            ))}
          </div>
          <aside className="exam-paper__side">
            <AnswerSheet units={units} />
          </aside>
        </div>
      </div>
      {paper.faceCheck && (
        <Suspense fallback={null}>
          <ExamFaceWatch
            examId={paper.examId}
            attemptId={attemptId}
            check={paper.faceCheck}
            offset={offset}
            onHandedIn={() => {
              void sync?.finish();
              toResult();
            }}
          />
        </Suspense>
      )}
      <PlainDialog
        open={sheetOpen}
        onClose={closeSheet}
        placement="bottom"
        title={t('exam.paper.sheet')}
        testId="exam-sheet-dialog"
      >
        <AnswerSheet units={units} onGo={closeSheet} />
      </PlainDialog>
      <PlainDialog
        open={asking?.kind === 'handIn'}
        onClose={() => setAsking(null)}
        role="alertdialog"
        title={t('exam.paper.confirmTitle')}
        testId="exam-hand-in-dialog"
        footer={
          <>
            <button type="button" className="plain-button" onClick={() => setAsking(null)}>
              {t('exam.paper.keepAnswering')}
            </button>
            <button
              type="button"
              className="plain-button plain-button--primary"
              data-testid="exam-hand-in-confirm"
              data-autofocus
              onClick={() => {
                setAsking(null);
                void handIn(false);
              }}
            >
              {t('exam.paper.submit')}
            </button>
          </>
        }
      >
        {asking?.kind === 'handIn' && asking.unanswered
          ? t('exam.paper.confirmUnanswered', { count: asking.unanswered })
          : t('exam.paper.confirmAll')}
      </PlainDialog>
      <PlainDialog
        open={asking?.kind === 'leave'}
        onClose={() => {
          if (!leaving) void answerLeave(false);
        }}
        role="alertdialog"
        title={t('exam.paper.leaveTitle')}
        testId="exam-leave-dialog"
        footer={
          <>
            <button
              type="button"
              className="plain-button"
              data-autofocus
              disabled={leaving}
              onClick={() => void answerLeave(false)}
            >
              {t('exam.paper.keepAnswering')}
            </button>
            <button
              type="button"
              className="plain-button plain-button--primary"
              data-testid="exam-leave-confirm"
              disabled={leaving}
              onClick={() => void answerLeave(true)}
            >
              {leaving ? <span className="plain-button__spinner" aria-hidden="true" /> : null}
              {t('exam.paper.leaveOk')}
            </button>
          </>
        }
      >
        {limit > 0 ? t('exam.paper.leaveCounted', { used, limit }) : t('exam.paper.leave')}
      </PlainDialog>
    </div>
  );
}
