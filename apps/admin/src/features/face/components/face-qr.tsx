import { QRCode, Segmented, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceAction, TFaceQr } from '@ascent/shared/face';
import { LoadFailed } from '@ascent/client/ui';
import { fetchQr } from '../api/face-api.ts';

/** Asks again just after the token rotates (the previous slice stays valid meanwhile). */
export function nextRefreshMs(qr: TFaceQr): number {
  const left = new Date(qr.rotatesAt).getTime() - new Date(qr.now).getTime();
  return Math.max(1000, left + 300);
}

/**
 * The rotating sign-in (or sign-out) QR for the room's screen: an SVG of the learner site's
 * /train/sign URL, fetched again as each 30-second token rotates. `data-url` is the current URL.
 */
export function FaceQr({
  sessionId,
  requireSignOut,
}: {
  sessionId: number;
  requireSignOut: boolean;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<FaceAction>('in');
  const qr = useQuery({
    queryKey: ['face-admin', 'qr', sessionId, action],
    queryFn: () => fetchQr(sessionId, action),
    refetchInterval: (q) => (q.state.data ? nextRefreshMs(q.state.data) : 5000),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }}>
      {requireSignOut && (
        <Segmented<FaceAction>
          value={action}
          onChange={setAction}
          options={[
            { value: 'in', label: t('face.qr.signIn') },
            { value: 'out', label: t('face.qr.signOut') },
          ]}
        />
      )}
      {qr.isError && !qr.data ? (
        <LoadFailed error={qr.error} onRetry={() => void qr.refetch()} />
      ) : (
        <div data-testid="face-qr" data-url={qr.data?.url ?? ''} data-action={action}>
          <QRCode
            type="svg"
            size={240}
            value={qr.data?.url ?? '-'}
            status={qr.data ? 'active' : 'loading'}
          />
        </div>
      )}
      <Typography.Text type="secondary">{t('face.qr.hint')}</Typography.Text>
    </Space>
  );
}
