import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_PHOTO_MAX_BYTES } from '@ascent/shared/face-id';
import './face.css';

type CameraState = 'starting' | 'live' | 'unavailable';

/**
 * A face photo: the camera's picture (getUserMedia) taken as a JPEG, or a JPG/PNG file chosen
 * instead when there is no camera or it may not be used. Made without the component kit (the
 * login page and the exam's face step use it too).
 */
export function FaceCamera({
  busy,
  actionLabel,
  onPhoto,
  testId = 'face-camera',
}: {
  busy: boolean;
  actionLabel: string;
  onPhoto: (photo: Blob) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let gone = false;
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    media
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      })
      .then((s) => {
        if (gone) {
          s.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        setState('live');
      })
      .catch(() => !gone && setState('unavailable'));
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const take = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onPhoto(blob), 'image/jpeg', 0.92);
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/\.(jpe?g|png)$/i.test(file.name) || file.size === 0 || file.size > FACE_PHOTO_MAX_BYTES) {
      setFileError(t('face.fileRule'));
      return;
    }
    setFileError(null);
    onPhoto(file);
  };

  return (
    <div className="face-camera" data-testid={testId}>
      <div className="face-camera__frame">
        {state !== 'unavailable' && (
          <video ref={video} className="face-camera__video" muted playsInline autoPlay />
        )}
        {state === 'starting' && <p className="face-camera__note">{t('face.cameraStarting')}</p>}
        {state === 'unavailable' && (
          <p className="face-camera__note">{t('face.cameraUnavailable')}</p>
        )}
        <span className="face-camera__oval" aria-hidden />
      </div>
      <p className="face-camera__hint">{t('face.hint')}</p>
      <div className="face-camera__actions">
        {state === 'live' && (
          <button
            type="button"
            className="plain-button plain-button--primary"
            disabled={busy}
            onClick={take}
            data-testid={`${testId}-take`}
          >
            {busy ? t('face.checking') : actionLabel}
          </button>
        )}
        <label className="plain-button face-camera__file">
          {t('face.choosePhoto')}
          <input
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            disabled={busy}
            onChange={choose}
            data-testid={`${testId}-file`}
          />
        </label>
      </div>
      {fileError && (
        <p className="plain-field__error" role="alert">
          {fileError}
        </p>
      )}
    </div>
  );
}
