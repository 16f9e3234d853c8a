import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkFace } from '../api/face-check.ts';
import { FaceCamera } from '../../face/face-camera.tsx';

/**
 * The exam's face match before the start (spec s.4 "Face match: matching, success, fail"): a
 * photo from the camera (or a file) against the enrolled face. A match lets the exam start;
 * someone with no face enrolled is sent to enrol it. Loaded only for exams with face match.
 */
export function ExamFaceCheck({ examId, onPassed }: { examId: number; onPassed: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passed, setPassed] = useState(false);

  const check = async (photo: Blob) => {
    setBusy(true);
    setRefusal(null);
    try {
      const res = await checkFace(examId, photo);
      if (!res.ok) return setRefusal(res.msg);
      setPassed(true);
      onPassed();
    } catch {
      setRefusal(t('face.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (passed)
    return (
      <p className="plain-notice" role="status" data-testid="exam-face-passed">
        {t('exam.face.passed')}
      </p>
    );
  return (
    <section className="exam-face" aria-label={t('exam.face.title')} data-testid="exam-face">
      <p className="exam-face__title">{t('exam.face.before')}</p>
      {refusal && (
        <div
          className="plain-notice plain-notice--error"
          role="alert"
          data-testid="exam-face-error"
        >
          {refusal} <Link to="/mine/layout?tab=face">{t('exam.face.enrolLink')}</Link>
        </div>
      )}
      <FaceCamera
        busy={busy}
        actionLabel={t('exam.face.check')}
        onPhoto={(p) => void check(p)}
        testId="exam-face-camera"
      />
    </section>
  );
}
