import { Checkbox, Descriptions, Input, Modal, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamDetail } from '@ascent/shared/exam';
import { RichText } from '@ascent/client/ui';
import { SignaturePad } from './SignaturePad.tsx';

/** The face match before the start (the camera), loaded only for exams that ask for it. */
const ExamFaceCheck = lazy(() =>
  import('./ExamFaceCheck.tsx').then((m) => ({ default: m.ExamFaceCheck })),
);

export interface ExamStartModalProps {
  exam: ExamDetail;
  open: boolean;
  starting: boolean;
  onCancel: () => void;
  /** Called inside the click on Start (a user gesture: full screen may be asked for there). */
  onStart: (input: { password?: string; signature?: string }) => void;
}

/**
 * The one dialog before an attempt starts: the exam's rules with its figures (duration,
 * attempts used and allowed, pass line and total, the screen-switch limit, full screen, the
 * earliest hand-in, the address check), its rules text, and, where the exam asks for them,
 * the password, the agreement with a signature and the face match. Cancel starts nothing.
 */
export function ExamStartModal({
  exam: e,
  open,
  starting,
  onCancel,
  onStart,
}: ExamStartModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [faceOk, setFaceOk] = useState(false);
  const ready =
    (!e.needsPassword || password !== '') &&
    (!e.signatureRequired || (agreed && !!signature)) &&
    (!e.faceMatch || faceOk);
  const start = () => {
    if (!ready) return;
    onStart({
      password: e.needsPassword ? password : undefined,
      signature: e.signatureRequired ? (signature ?? undefined) : undefined,
    });
  };
  const attempts = e.attemptsAllowed
    ? t('exam.detail.attemptsOf', { used: e.attemptsUsed, allowed: e.attemptsAllowed })
    : t('exam.detail.attemptsUnlimited', { used: e.attemptsUsed });

  return (
    <Modal
      open={open}
      title={t('exam.start.title')}
      okText={e.signatureRequired ? t('exam.detail.signAndStart') : t('exam.start.confirm')}
      cancelText={t('exam.detail.cancel')}
      okButtonProps={{ disabled: !ready, loading: starting, 'data-testid': 'exam-start-confirm' }}
      cancelButtonProps={{ 'data-testid': 'exam-start-cancel' } as Record<string, string>}
      onCancel={onCancel}
      onOk={start}
      destroyOnHidden
      width={560}
      className="exam-start"
    >
      <Typography.Paragraph strong className="exam-start__name">
        {e.name}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={1}
        className="exam-start__rules"
        data-testid="exam-start-rules"
      >
        <Descriptions.Item label={t('exam.detail.duration')}>
          {t('exam.minutes', { count: e.durationMinutes })}
        </Descriptions.Item>
        <Descriptions.Item
          label={e.kind === 'cyclic' ? t('exam.start.attemptsToday') : t('exam.detail.attempts')}
        >
          {attempts}
        </Descriptions.Item>
        <Descriptions.Item label={t('exam.detail.passScore')}>
          {t('exam.start.passOf', { pass: e.passScore, total: e.totalScore })}
        </Descriptions.Item>
        <Descriptions.Item label={t('exam.detail.questions')}>{e.questionCount}</Descriptions.Item>
        {e.screenSwitchLimit > 0 && (
          <Descriptions.Item label={t('exam.detail.switchLimit')}>
            {t('exam.start.switchLimit', { limit: e.screenSwitchLimit })}
          </Descriptions.Item>
        )}
        {e.fullScreen && (
          <Descriptions.Item label={t('exam.detail.fullScreen')}>
            {t('exam.start.fullScreen')}
          </Descriptions.Item>
        )}
        {e.minMinutesBeforeSubmit > 0 && (
          <Descriptions.Item label={t('exam.detail.minMinutes')}>
            {t('exam.start.minMinutes', { count: e.minMinutesBeforeSubmit })}
          </Descriptions.Item>
        )}
        {e.ipRestricted && (
          <Descriptions.Item label={t('exam.start.address')}>
            {t('exam.detail.ipNote')}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph className="exam-start__clock">
        {t('exam.start.clock')}
      </Typography.Paragraph>
      {e.intro && (
        <section className="exam-start__intro" aria-label={t('exam.detail.rules')}>
          <Typography.Text strong>{t('exam.detail.rules')}</Typography.Text>
          <RichText className="exam-rules" html={e.intro} />
        </section>
      )}
      {e.needsPassword && (
        <Input.Password
          className="exam-start__password"
          placeholder={t('exam.detail.password')}
          aria-label={t('exam.detail.password')}
          value={password}
          maxLength={32}
          autoFocus
          onChange={(ev) => setPassword(ev.target.value)}
          onPressEnter={start}
          data-testid="exam-password"
        />
      )}
      {e.signatureRequired && (
        <>
          <Checkbox checked={agreed} onChange={(ev) => setAgreed(ev.target.checked)}>
            {t('exam.detail.agree')}
          </Checkbox>
          <Typography.Paragraph className="exam-signature__hint">
            {t('exam.detail.signHere')}
          </Typography.Paragraph>
          <SignaturePad onChange={setSignature} />
        </>
      )}
      {e.faceMatch && (
        <Suspense fallback={null}>
          <ExamFaceCheck examId={e.id} onPassed={() => setFaceOk(true)} />
        </Suspense>
      )}
    </Modal>
  );
}
