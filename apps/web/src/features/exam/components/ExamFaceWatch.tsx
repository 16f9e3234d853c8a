import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainDialog } from '@ascent/client/ui';
import type { AttemptPaper } from '@ascent/shared/exam';
import { FACE_CHECK_GRACE_MINUTES } from '@ascent/shared/face-id';
import { services } from '../../../app/services.ts';
import { checkFace } from '../api/face-check.ts';
import { FaceCamera } from '../../face/face-camera.tsx';

/**
 * The face check while the paper is open (spec s.4 "Face match: matching, success, fail with
 * remaining chances"): when the server's next check falls due (`faceCheck.dueAt`, server time,
 * read through the page's clock `offset`) a dialog that cannot be put away asks for a photo. A
 * match closes it until the next one is due; a mismatch says how many chances are left; the
 * last hands the paper in (`onHandedIn`). A check not taken within the grace counts as failed
 * on the server. Loaded only for attempts with face match (a lazy chunk of the paper page).
 */
export function ExamFaceWatch({
  examId,
  attemptId,
  check,
  offset,
  onHandedIn,
}: {
  examId: number;
  attemptId: number;
  check: NonNullable<AttemptPaper['faceCheck']>;
  offset: number;
  onHandedIn: () => void;
}) {
  const { t } = useTranslation();
  const [dueAt, setDueAt] = useState(() => Date.parse(check.dueAt));
  const [left, setLeft] = useState(check.chancesLeft);
  const [due, setDue] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // The paper read again (the server counted a missed check): follow it.
  useEffect(() => {
    setDueAt(Date.parse(check.dueAt));
    setLeft(check.chancesLeft);
  }, [check.dueAt, check.chancesLeft]);

  useEffect(() => {
    const wait = dueAt - (Date.now() + offset);
    setDue(wait <= 0);
    if (wait <= 0) return;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [dueAt, offset]);

  const onPhoto = async (photo: Blob) => {
    setBusy(true);
    setNotice(null);
    try {
      const res = await checkFace(examId, photo, attemptId);
      if (!res.ok) return setNotice(res.msg);
      const r = res.data;
      setLeft(r.chancesLeft);
      if (r.status === 'handedIn') {
        services.notifier.warning(res.msg);
        return onHandedIn();
      }
      if (r.status === 'fail') return setNotice(res.msg);
      services.notifier.success(res.msg);
      if (r.nextCheckAt) setDueAt(Date.parse(r.nextCheckAt));
    } catch {
      setNotice(t('face.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainDialog
      open={due}
      onClose={() => undefined}
      role="alertdialog"
      dismissible={false}
      closable={false}
      title={t('exam.face.title')}
      testId="exam-face-watch"
    >
      <p>{t('exam.face.during')}</p>
      <p className="plain-notice">
        {t('exam.face.rule', { minutes: FACE_CHECK_GRACE_MINUTES, count: left })}
      </p>
      {notice && (
        <div
          className="plain-notice plain-notice--error"
          role="alert"
          data-testid="exam-face-watch-error"
        >
          {notice}
        </div>
      )}
      <FaceCamera
        busy={busy}
        actionLabel={t('exam.face.check')}
        onPhoto={(p) => void onPhoto(p)}
        testId="exam-face-watch-camera"
      />
    </PlainDialog>
  );
}
