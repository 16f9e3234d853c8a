import { App, Button, Card, Flex, Progress, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PracticePaper } from '@ascent/shared/practice';
import { isAnswered, type TAnswerValue } from '@ascent/shared/question';
import { AnswerSheet } from '../components/answer-sheet.tsx';
import { QuestionBlock } from '../components/question-block.tsx';
import type { MarkInfo } from '../components/mark-feedback.tsx';
import { PaperGate } from '../components/paper-gate.tsx';
import { PaperMissing } from '../components/paper-missing.tsx';
import { saveAnswer } from '../api/practice-api.ts';
import { sessionLabel } from '../lib/labels.ts';
import { paperUnits, savedState, sheetState, unansweredCount } from '../lib/paper-state.ts';
import { resultPath } from '../lib/practice-paths.ts';
import { practiceKeys, useSubmitPractice } from '../hooks/use-practice.ts';
import '../practice.css';

/**
 * /mine/practice/paper?sessionId=: daily, interest, wrong and self practice, one question at a
 * time. Each answer is marked as soon as it is submitted (right or wrong, the key, the analysis).
 */
export function PracticePaperPage() {
  return (
    <PaperGate feedback>
      {/* A fresh read (after a refused answer) starts the screen again from the server's state. */}
      {(p, readAt) => <FeedbackPaper key={`${p.sessionId}:${readAt}`} paper={p} />}
    </PaperGate>
  );
}

function FeedbackPaper({ paper }: { paper: PracticePaper }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal } = App.useApp();
  const units = paperUnits(paper.questions);
  const saved = savedState(paper);
  const [values, setValues] = useState<Record<string, TAnswerValue>>(saved.values);
  const [marks, setMarks] = useState<Record<string, MarkInfo>>(saved.marks);
  const [index, setIndex] = useState(() => {
    const first = units.findIndex((u) => !saved.marks[u.question.id]);
    return first < 0 ? 0 : first;
  });
  const submit = useSubmitPractice();
  const check = useMutation({
    mutationFn: (questionId: number) =>
      saveAnswer({ sessionId: paper.sessionId, questionId, value: values[questionId]!, seq: 1 }),
    onSuccess: (res) => {
      if (res.mark) setMarks((m) => ({ ...m, [res.questionId]: res.mark! }));
    },
    // Answered elsewhere (another tab) or ended meanwhile: read the paper again.
    onError: () => void client.invalidateQueries({ queryKey: practiceKeys.paper(paper.sessionId) }),
  });

  const unit = units[index];
  if (!unit) return <PaperMissing message={t('practice.paper.notFound')} />;
  const id = unit.question.id;
  const markedCount = units.filter((u) => marks[u.question.id]).length;
  const finish = () => {
    const left = unansweredCount(
      paper.questions,
      Object.fromEntries(Object.keys(marks).map((k) => [k, values[k]])),
    );
    modal.confirm({
      title: t('practice.paper.finish'),
      content: left
        ? t('practice.paper.finishConfirm', { count: left })
        : t('practice.paper.finishAll'),
      okText: t('practice.paper.finish'),
      cancelText: t('practice.action.cancel'),
      onOk: async () => {
        const row = await submit.mutateAsync(paper.sessionId);
        void navigate(resultPath(row.mode, row.sessionId), { replace: true });
      },
    });
  };

  return (
    <div className="page practice-page practice-paper" data-testid="practice-paper">
      <Card
        title={sessionLabel(t, paper)}
        extra={
          <Button onClick={finish} data-testid="practice-finish" loading={submit.isPending}>
            {t('practice.paper.finish')}
          </Button>
        }
      >
        <Flex align="center" gap={12} className="practice-paper__progress">
          <Typography.Text>
            {t('practice.paper.of', { n: index + 1, total: units.length })}
          </Typography.Text>
          <Progress
            percent={Math.round((markedCount * 100) / units.length)}
            size="small"
            showInfo={false}
          />
        </Flex>
        {unit.parent && (
          <div className="practice-paper__case">
            <Typography.Text type="secondary">{t('practice.paper.caseStem')}</Typography.Text>
            <div className="practice-question__stem">{unit.parent.stem}</div>
          </div>
        )}
        <QuestionBlock
          question={unit.question}
          number={String(index + 1)}
          values={values}
          marks={marks}
          onChange={(qid, v) => setValues((all) => ({ ...all, [qid]: v }))}
        />
        <Flex gap={8} wrap className="practice-paper__nav">
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('practice.paper.prev')}
          </Button>
          {!marks[id] && (
            <Button
              type="primary"
              data-testid="practice-check"
              disabled={!isAnswered(values[id])}
              loading={check.isPending}
              onClick={() => check.mutate(id)}
            >
              {t('practice.paper.check')}
            </Button>
          )}
          {index < units.length - 1 ? (
            <Button
              type={marks[id] ? 'primary' : 'default'}
              data-testid="practice-next"
              onClick={() => setIndex(index + 1)}
            >
              {t('practice.paper.next')}
            </Button>
          ) : (
            <Button type={marks[id] ? 'primary' : 'default'} onClick={finish}>
              {t('practice.paper.finish')}
            </Button>
          )}
        </Flex>
      </Card>
      <Card size="small" title={t('practice.paper.sheet')}>
        <AnswerSheet
          units={units.map((u) => ({
            id: u.question.id,
            state: sheetState(
              marks[u.question.id] ? values[u.question.id] : undefined,
              marks[u.question.id],
            ),
          }))}
          current={index}
          onPick={setIndex}
        />
      </Card>
    </div>
  );
}
