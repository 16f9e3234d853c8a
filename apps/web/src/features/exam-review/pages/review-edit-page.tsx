import { App, Button, Card, Descriptions, Popconfirm, Result, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '@ascent/client/ui';
import type { ReviewSheetView } from '@ascent/shared/exam-admin';
import { saveReview } from '../api/exam-review-api.ts';
import { ReviewQuestion } from '../components/review-question.tsx';
import { reviewKeys, useReviewSheet } from '../hooks/use-exam-review.ts';
import { initialDrafts, marksToSend, unmarkedCount, type DraftMark } from '../lib/marks.ts';
import { REVIEW_PATHS, idParam, reviewEndPath, reviewMemberPath } from '../lib/review-paths.ts';
import '../exam-review.css';

/** /exam/review/edit?attemptId=: one answer sheet, its Q&A parts marked and the marking finished. */
export function ReviewEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = idParam(params.get('attemptId'));
  const sheet = useReviewSheet(attemptId);

  if (attemptId === null || sheet.isError)
    return (
      <Result
        status="warning"
        title={sheet.error?.message ?? t('examReview.notFound')}
        extra={<Link to={REVIEW_PATHS.index}>{t('examReview.backToList')}</Link>}
      />
    );
  if (sheet.isPending) return <PageSpin />;
  return <SheetEditor key={`${sheet.data.attemptId}-${sheet.dataUpdatedAt}`} sheet={sheet.data} />;
}

function SheetEditor({ sheet }: { sheet: ReviewSheetView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [drafts, setDrafts] = useState(() => initialDrafts(sheet.questions));
  const [busy, setBusy] = useState<'' | 'save' | 'finish'>('');
  const left = unmarkedCount(drafts);
  const draftScore = [...drafts.values()].reduce((s, d) => s + (d.score ?? 0), 0);

  const onDraft = (questionId: number, draft: DraftMark) =>
    setDrafts((m) => new Map(m).set(questionId, draft));

  const send = async (finish: boolean) => {
    setBusy(finish ? 'finish' : 'save');
    try {
      const saved = await saveReview({
        attemptId: sheet.attemptId,
        marks: marksToSend(drafts),
        finish,
      });
      client.setQueryData(reviewKeys.sheet(sheet.attemptId), saved);
      await client.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
      if (finish) {
        void message.success(t('examReview.finished'));
        await navigate(reviewEndPath(sheet.examId));
      } else void message.success(t('examReview.saved'));
    } catch {
      // the API client has shown why (a score out of range, parts unmarked)
    } finally {
      setBusy('');
    }
  };

  return (
    <Card
      className="review-page review-sheet"
      title={
        <Space wrap>
          <Link to={REVIEW_PATHS.index}>{t('examReview.title.index')}</Link>
          <span>/</span>
          <Link to={reviewMemberPath(sheet.examId)}>{sheet.examName}</Link>
          <span>/</span>
          <span>{sheet.examinee.name || sheet.examinee.account}</span>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'examinee',
            label: t('examReview.examinee'),
            children: `${sheet.examinee.name} (${sheet.examinee.account})`,
          },
          {
            key: 'status',
            label: t('examReview.status'),
            children: (
              <Tag color={sheet.status === 'marked' ? 'green' : 'gold'}>
                {t(`examReview.attemptStatus.${sheet.status}`)}
              </Tag>
            ),
          },
          {
            key: 'objective',
            label: t('examReview.objectiveScore'),
            children: sheet.objectiveScore,
          },
          {
            key: 'total',
            label: t('examReview.totalNow'),
            children: t('examReview.totalOf', {
              score: Math.round((sheet.objectiveScore + draftScore) * 10) / 10,
              total: sheet.totalScore,
              pass: sheet.passScore,
            }),
          },
        ]}
      />
      <Space orientation="vertical" className="review-questions" style={{ width: '100%' }}>
        {sheet.questions.map((q, i) => (
          <ReviewQuestion
            key={q.id}
            q={q}
            index={String(i + 1)}
            drafts={drafts}
            onDraft={onDraft}
          />
        ))}
      </Space>
      <div className="review-actions">
        <span data-testid="review-left">
          {drafts.size === 0
            ? t('examReview.nothingToMark')
            : t('examReview.left', { count: left })}
        </span>
        <Space wrap>
          <Button loading={busy === 'save'} disabled={busy !== ''} onClick={() => void send(false)}>
            {t('examReview.save')}
          </Button>
          <Popconfirm
            title={t('examReview.finishConfirm')}
            onConfirm={() => send(true)}
            disabled={left > 0}
          >
            <Button
              type="primary"
              loading={busy === 'finish'}
              disabled={busy !== '' || left > 0}
              data-testid="review-finish"
            >
              {t('examReview.finish')}
            </Button>
          </Popconfirm>
        </Space>
      </div>
    </Card>
  );
}
