import { Button, Card, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FACE_ACTIONS, type FaceAction } from '@ascent/shared/face';
import { PageSpin } from '@ascent/client/ui';
import { signFace } from '../api/face-api.ts';
import { FACE_PATHS, faceDetailPath, idFromSearch } from '../lib/face-paths.ts';
import '../face.css';

/**
 * /train/sign?s=&a=&t=: the page the room's QR opens. Signs in (or out) once with the scanned
 * token and shows the outcome; the answer is kept, so a re-render never signs twice.
 */
export function TrainSignPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const sessionId = idFromSearch(useLocation().search, 's');
  const rawAction = params.get('a') ?? 'in';
  const action: FaceAction | null = (FACE_ACTIONS as readonly string[]).includes(rawAction)
    ? (rawAction as FaceAction)
    : null;
  const token = params.get('t') ?? '';
  const valid = sessionId !== null && action !== null && token.length > 0;
  const sign = useQuery({
    queryKey: ['face', 'sign', sessionId, action, token],
    queryFn: () => signFace({ sessionId: sessionId!, action: action!, token }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  let body;
  if (!valid) {
    body = (
      <Result
        status="warning"
        title={
          <span data-testid="face-sign-result" data-ok="false">
            {t('face.sign.badLink')}
          </span>
        }
      />
    );
  } else if (sign.isPending) {
    body = <PageSpin />;
  } else if (sign.isError) {
    body = (
      <Result
        status="error"
        title={
          <span data-testid="face-sign-result" data-ok="false">
            {sign.error.message}
          </span>
        }
        extra={
          <Link to={faceDetailPath(sessionId)}>
            <Button>{t('face.sign.openSession')}</Button>
          </Link>
        }
      />
    );
  } else {
    const r = sign.data;
    body = (
      <Result
        status={r.state === 'late' || r.state === 'leftEarly' ? 'warning' : 'success'}
        title={
          <span data-testid="face-sign-result" data-ok="true" data-state={r.state}>
            {t(r.action === 'in' ? 'face.sign.signedIn' : 'face.sign.signedOut', {
              state: t(`face.state.${r.state}`),
            })}
          </span>
        }
        subTitle={r.sessionName}
        extra={[
          <Link key="detail" to={faceDetailPath(r.sessionId)}>
            <Button type="primary">{t('face.sign.openSession')}</Button>
          </Link>,
          <Link key="list" to={FACE_PATHS.index}>
            <Button>{t('face.indexTitle')}</Button>
          </Link>,
        ]}
      />
    );
  }
  return <Card className="page face-page face-sign">{body}</Card>;
}
