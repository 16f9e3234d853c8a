import { Alert, App, Button, Input, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStoredFile } from '@ascent/shared/files';
import {
  HOMEWORK_LIMITS,
  ZHomeworkStepAnswer,
  hasContentOrAttachment,
  type THomeworkDetail,
} from '@ascent/shared/homework';
import { isApiError } from '@ascent/client/api';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { saveStepAnswer, submitHomework } from '../api/homework-api.ts';
import { AttachmentList } from './attachment-list.tsx';
import { AttachmentUpload } from './attachment-upload.tsx';
import { StepInstructions } from './step-instructions.tsx';

interface Draft {
  content: string;
  files: TStoredFile[];
  /** The answer as the server last stored it (content, file ids), or null. */
  saved: { content: string; fileIds: number[] } | null;
}

const sameAsSaved = (d: Draft) =>
  d.saved !== null &&
  d.saved.content === d.content.trim() &&
  d.saved.fileIds.join() === d.files.map((f) => f.fileId).join();

function initialDrafts(hw: THomeworkDetail): Record<number, Draft> {
  const answers = new Map((hw.submission?.answers ?? []).map((a) => [a.stepId, a]));
  return Object.fromEntries(
    hw.steps.map((s) => {
      const a = answers.get(s.id);
      return [
        s.id,
        {
          content: a?.content ?? '',
          files: a?.files ?? [],
          saved: a ? { content: a.content, fileIds: a.files.map((f) => f.fileId) } : null,
        },
      ];
    }),
  );
}

/**
 * The learner's steps (spec s.5): one step at a time, content or attachments required, the
 * current step saved before the next opens; the last step hands the homework in.
 */
export function StepsEditor({
  homework,
  onChanged,
}: {
  homework: THomeworkDetail;
  /** After a hand-in: the new detail. */
  onChanged: (detail?: THomeworkDetail) => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const { message, modal } = App.useApp();
  const [drafts, setDrafts] = useState(() => initialDrafts(homework));
  const firstOpen = homework.steps.findIndex((s) => !drafts[s.id]?.saved);
  const [current, setCurrent] = useState(firstOpen < 0 ? 0 : firstOpen);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const step = homework.steps[current]!;
  const draft = drafts[step.id]!;
  const last = current === homework.steps.length - 1;
  // A step may be opened when every step before it is saved.
  const reachable = (i: number) => homework.steps.slice(0, i).every((s) => drafts[s.id]?.saved);

  const update = (patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [step.id]: { ...all[step.id]!, ...patch } }));

  /** Saves the current step (unless it is saved as it is); false when refused. */
  const saveCurrent = async (): Promise<boolean> => {
    setError('');
    const body = {
      homeworkId: homework.id,
      stepId: step.id,
      content: draft.content,
      fileIds: draft.files.map((f) => f.fileId),
    };
    const problem = firstIssueRef(ZHomeworkStepAnswer, body);
    if (problem) {
      setError(tr(problem));
      return false;
    }
    if (sameAsSaved(draft)) return true;
    try {
      const saved = await saveStepAnswer(body);
      setDrafts((all) => ({
        ...all,
        [step.id]: {
          content: saved.content,
          files: saved.files,
          saved: { content: saved.content, fileIds: saved.files.map((f) => f.fileId) },
        },
      }));
      return true;
    } catch (err) {
      setError(isApiError(err) ? err.message : t('homework.saveFailed'));
      return false;
    }
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const saveAndNext = () =>
    run(async () => {
      if (!(await saveCurrent())) return;
      if (last) void message.success(t('homework.saved'));
      else setCurrent(current + 1);
    });

  const handIn = () =>
    run(async () => {
      if (!(await saveCurrent())) return;
      const missing = homework.steps.find(
        (s) =>
          s.id !== step.id &&
          !hasContentOrAttachment({
            content: drafts[s.id]?.saved?.content,
            fileIds: drafts[s.id]?.saved?.fileIds,
          }),
      );
      if (missing) {
        setError(t('homework.stepMissing', { n: missing.sort }));
        return;
      }
      const confirmed = await modal.confirm({
        title: t('homework.submitConfirmTitle'),
        content: t('homework.submitConfirm'),
        okText: t('homework.submit'),
        cancelText: t('homework.cancel'),
      });
      if (!confirmed) return;
      try {
        const detail = await submitHomework(homework.id);
        void message.success(t('homework.submittedDone'));
        onChanged(detail);
      } catch (err) {
        setError(isApiError(err) ? err.message : t('homework.saveFailed'));
      }
    });

  return (
    <div className="hw-editor" data-testid="homework-editor">
      <Steps
        className="hw-steps"
        size="small"
        current={current}
        onChange={(i) => {
          if (reachable(i)) {
            setError('');
            setCurrent(i);
          } else setError(t('homework.saveFirst'));
        }}
        items={homework.steps.map((s) => ({
          title: s.title,
          status: s.id === step.id ? 'process' : drafts[s.id]?.saved ? 'finish' : ('wait' as const),
        }))}
      />
      <div className="hw-step" data-testid={`homework-step-${step.sort}`}>
        <Typography.Title level={5}>
          {t('homework.stepTitle', { n: step.sort, title: step.title })}
        </Typography.Title>
        <StepInstructions step={step} />
        <Input.TextArea
          value={draft.content}
          onChange={(e) => update({ content: e.target.value })}
          maxLength={HOMEWORK_LIMITS.answer}
          showCount
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder={t('homework.answerPlaceholder')}
          aria-label={t('homework.answer')}
          data-testid="homework-answer"
        />
        <AttachmentList
          files={draft.files}
          disabled={busy}
          onRemove={(id) => update({ files: draft.files.filter((f) => f.fileId !== id) })}
        />
        <AttachmentUpload
          homeworkId={homework.id}
          count={draft.files.length}
          disabled={busy}
          onAdded={(file) =>
            setDrafts((all) => {
              const d = all[step.id]!;
              if (d.files.some((f) => f.fileId === file.fileId)) return all;
              return { ...all, [step.id]: { ...d, files: [...d.files, file] } };
            })
          }
        />
        {error && (
          <Alert type="error" showIcon message={error} role="alert" data-testid="homework-error" />
        )}
        <Space wrap className="hw-actions">
          {current > 0 && (
            <Button disabled={busy} onClick={() => setCurrent(current - 1)}>
              {t('homework.previous')}
            </Button>
          )}
          <Button
            type={last ? 'default' : 'primary'}
            loading={busy}
            onClick={() => void saveAndNext()}
            data-testid="homework-save"
          >
            {last ? t('homework.save') : t('homework.saveAndNext')}
          </Button>
          {last && (
            <Button
              type="primary"
              loading={busy}
              onClick={() => void handIn()}
              data-testid="homework-submit"
            >
              {t('homework.submit')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
