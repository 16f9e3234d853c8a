import { App, Button, Card, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PracticePaper } from '@ascent/shared/practice';
import { QUESTION_TYPE, type TAnswerValue } from '@ascent/shared/question';
import { AnswerSheet } from '../components/answer-sheet.tsx';
import { Countdown } from '../components/countdown.tsx';
import { PaperGate } from '../components/paper-gate.tsx';
import { QuestionBlock } from '../components/question-block.tsx';
import { submitPractice } from '../api/practice-api.ts';
import { paperUnits, savedState, sheetState, unansweredCount } from '../lib/paper-state.ts';
import { resultPath } from '../lib/practice-paths.ts';
import { practiceKeys } from '../hooks/use-practice.ts';
import { useSimulationSaver } from '../hooks/use-simulation-saver.ts';
import '../practice.css';

/**
 * /exam/practice/paper?sessionId=: a mock exam under exam conditions. Every answer is saved as
 * it is given, the server's deadline is counted down (the server hands the paper in when it
 * passes, whoever reads it next), and hand-in asks first when questions are unanswered.
 */
export function SimulationPaperPage() {
  return (
    <PaperGate feedback={false}>{(p) => <SimulationPaper key={p.sessionId} paper={p} />}</PaperGate>
  );
}

function SimulationPaper({ paper }: { paper: PracticePaper }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal, message } = App.useApp();
  const units = paperUnits(paper.questions);
  const [values, setValues] = useState<Record<string, TAnswerValue>>(
    () => savedState(paper).values,
  );
  const saver = useSimulationSaver(
    paper.sessionId,
    Object.fromEntries(Object.entries(paper.answers).map(([id, a]) => [id, a.seq])),
  );
  const [handingIn, setHandingIn] = useState(false);
  const done = useRef(false);
  const typed = new Set<number>([QUESTION_TYPE.fill, QUESTION_TYPE.qa]);

  const handIn = useCallback(
    async (auto: boolean) => {
      if (done.current) return;
      done.current = true;
      setHandingIn(true);
      await saver.flush();
      // The server hands in a paper whose time is up by itself: a refusal then is fine.
      await submitPractice(paper.sessionId, auto).catch(() => undefined);
      if (auto) void message.info(t('practice.sim.timeUp'));
      await client.invalidateQueries({ queryKey: practiceKeys.all });
      void navigate(resultPath('simulation', paper.sessionId), { replace: true });
    },
    [saver, paper.sessionId, message, t, client, navigate],
  );

  const confirmHandIn = () => {
    const left = unansweredCount(paper.questions, values);
    modal.confirm({
      title: t('practice.sim.handIn'),
      content: left
        ? t('practice.sim.unanswered', { count: left })
        : t('practice.sim.handInConfirm'),
      okText: t('practice.sim.handIn'),
      cancelText: t('practice.action.cancel'),
      onOk: () => handIn(false),
    });
  };

  const scrollTo = (i: number) => {
    const unit = units[i];
    if (!unit) return;
    document
      .querySelector(`[data-testid="question-${unit.question.id}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="page practice-page practice-sim" data-testid="simulation-paper">
      <Card size="small" className="practice-sim__bar">
        <div className="practice-sim__bar-inner">
          <Typography.Text strong className="practice-sim__title">
            {paper.title}
          </Typography.Text>
          {paper.deadline && (
            <Countdown
              deadline={paper.deadline}
              serverNow={paper.serverNow}
              onExpire={() => void handIn(true)}
            />
          )}
          <span className="practice-save" data-testid="save-state" data-state={saver.state}>
            {t(`practice.sim.${saver.state}`)}
          </span>
          <Button
            type="primary"
            data-testid="simulation-submit"
            loading={handingIn}
            onClick={confirmHandIn}
          >
            {t('practice.sim.handIn')}
          </Button>
        </div>
        <Typography.Text type="secondary">
          {t('practice.sim.paperInfo', {
            total: paper.totalScore,
            pass: paper.passScore ?? '-',
            count: units.length,
          })}
        </Typography.Text>
      </Card>
      <div className="practice-sim__body">
        <Card className="practice-sim__questions">
          {paper.questions.map((q, i) => (
            <QuestionBlock
              key={q.id}
              question={q}
              number={String(i + 1)}
              values={values}
              showScore
              disabled={handingIn}
              onChange={(id, v) => {
                setValues((all) => ({ ...all, [id]: v }));
                const unit = units.find((u) => u.question.id === id);
                saver.change(id, v, unit && typed.has(unit.question.type) ? 800 : 0);
              }}
            />
          ))}
        </Card>
        <Card size="small" title={t('practice.paper.sheet')} className="practice-sim__sheet">
          <AnswerSheet
            units={units.map((u) => ({
              id: u.question.id,
              state: sheetState(values[u.question.id], undefined),
            }))}
            onPick={scrollTo}
          />
        </Card>
      </div>
    </div>
  );
}
