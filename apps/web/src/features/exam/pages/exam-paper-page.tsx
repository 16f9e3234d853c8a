import { App, Button, Col, Drawer, Result, Row, Alert, Spin } from 'antd';
import type { ScreenSwitchResult } from '@ascent/shared/exam';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '@ascent/client/ui';
import { isAnswered, type TAnswerValue } from '@ascent/shared/question';
import { fetchAttempt, submitAttempt } from '../api/exam-api.ts';
import { AnswerSheet, type SheetUnit } from '../components/AnswerSheet.tsx';
import { ExamPaperBar, ExamPaperSkeleton } from '../components/ExamPaperBar.tsx';
import { ExamTimer } from '../components/ExamTimer.tsx';
import { QuestionBlock, seqKeyOf } from '../components/QuestionBlock.tsx';
import { SaveState } from '../components/SaveState.tsx';
import { examKeys, useAttemptPaper } from '../hooks/use-exams.ts';
import { useAnswerSync } from '../hooks/use-answer-sync.ts';
import { exitFullScreen, useFullScreen } from '../hooks/use-full-screen.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useScreenCuts } from '../hooks/use-screen-cuts.ts';
import { examPaths } from '../lib/exam-paths.ts';
import { clockOffset } from '../lib/exam-time.ts';
import '../exam.css';

/**
 * /exam/paper?attemptId=: the attempt being answered, on the whole window (an immersive route:
 * no site header or menu, only the paper's bar). Every answer is kept in this browser's queue
 * and saved to the server as it is given; the clock counts to the server's deadline; leaving
 * the page (or the full screen the exam asks for) is reported as a screen switch; leaving
 * asks first while the clock runs; hand-in asks first when questions are unanswered.
 */
export function ExamPaperPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
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
      void message.warning((error as Error).message);
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
        void message.warning(t('exam.paper.switchLimit'));
        void sync?.finish();
        toResult();
      } else if (r.limit > 0)
        // One notice at a time: the newest count replaces the one before.
        void message.warning({
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
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('exam.paper.leaveTitle'),
          content:
            limit > 0 ? t('exam.paper.leaveCounted', { used, limit }) : t('exam.paper.leave'),
          okText: t('exam.paper.leaveOk'),
          cancelText: t('exam.paper.keepAnswering'),
          onCancel: () => resolve(false),
          onOk: async () => {
            const r = await leave().catch(() => null);
            if (r?.submitted) return resolve(false);
            closing.current = true;
            exitFullScreen();
            resolve(true);
          },
        });
      }),
    [leave, limit, modal, t, used],
  );
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

  const units: SheetUnit[] = useMemo(
    () =>
      (paper?.questions ?? []).flatMap((q, i) =>
        q.children.length
          ? q.children.map((c, j) => ({
              id: c.id,
              label: `${i + 1}.${j + 1}`,
              answered: isAnswered(answerOf(c.id)?.value),
            }))
          : [{ id: q.id, label: String(i + 1), answered: isAnswered(answerOf(q.id)?.value) }],
      ),
    [paper, answerOf],
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
          void message.error(t('exam.paper.notSaved'));
          return;
        }
        await submitAttempt(attemptId, timeUp);
        await sync.finish();
        toResult();
      } catch {
        // The API client showed why (too early, no network...).
        if (timeUp && !closing.current) {
          void message.warning({ key: 'exam-time-up', content: t('exam.paper.timeUpOffline') });
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
    void message.info(t('exam.paper.timeUp'));
    retry.current = setTimeout(() => void handIn(true), 1500);
  }, [handIn, message, t]);

  const confirmHandIn = () => {
    if (!paper) return;
    const opensAt = Date.parse(paper.submitOpensAt);
    if (Date.now() + offset < opensAt) {
      const minutes = Math.ceil((opensAt - Date.now() - offset) / 60_000);
      void message.warning(t('exam.paper.tooEarly', { minutes }));
      return;
    }
    const unanswered = units.filter((u) => !u.answered).length;
    modal.confirm({
      title: t('exam.paper.confirmTitle'),
      content: unanswered
        ? t('exam.paper.confirmUnanswered', { count: unanswered })
        : t('exam.paper.confirmAll'),
      okText: t('exam.paper.submit'),
      cancelText: t('exam.paper.keepAnswering'),
      onOk: () => handIn(false),
    });
  };

  if (!attemptId) return <Result status="404" title={t('exam.paper.notFound')} />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!paper || paper.status !== 'in_progress') return <ExamPaperSkeleton />;

  const answered = units.filter((u) => u.answered).length;
  return (
    <div className="exam-paper">
      <ExamPaperBar
        title={paper.examName}
        status={<SaveState state={sync?.state() ?? 'saving'} pending={sync?.pendingCount() ?? 0} />}
      >
        <ExamTimer deadline={paper.deadline} offset={offset} onTimeUp={onTimeUp} />
        <Button className="exam-paper__sheet-toggle" onClick={() => setSheetOpen(true)}>
          {t('exam.paper.answeredOf', { answered, total: units.length })}
        </Button>
        <Button
          type="primary"
          data-testid="exam-submit"
          loading={handingIn}
          disabled={!sync}
          onClick={confirmHandIn}
        >
          {t('exam.paper.submit')}
        </Button>
      </ExamPaperBar>
      <div className="exam-paper__body">
        {paper.fullScreen && !fullScreen.active && (
          <Alert
            className="exam-paper__alert"
            type="warning"
            showIcon
            title={t('exam.paper.fullScreenAsked')}
            action={
              <Button
                size="small"
                onClick={() => {
                  if (!fullScreen.enter())
                    void message.error(t('exam.paper.fullScreenUnsupported'));
                }}
              >
                {t('exam.paper.enterFullScreen')}
              </Button>
            }
          />
        )}
        {paper.screenSwitchLimit > 0 && (
          <Alert
            className="exam-paper__alert"
            type="info"
            showIcon
            title={t('exam.paper.switchRule', { limit: paper.screenSwitchLimit })}
          />
        )}
        <Spin spinning={!sync}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={18}>
              <div className="exam-paper__questions">
                {paper.questions.map((q, i) => (
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
            </Col>
            <Col xs={0} lg={6}>
              <div className="exam-paper__side">
                <AnswerSheet units={units} />
              </div>
            </Col>
          </Row>
        </Spin>
      </div>
      <Drawer
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        placement="bottom"
        title={t('exam.paper.sheet')}
      >
        <AnswerSheet units={units} />
      </Drawer>
    </div>
  );
}
