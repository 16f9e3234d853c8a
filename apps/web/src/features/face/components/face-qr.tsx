import { QRCode, Segmented, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceAction, TFaceQr } from '@ascent/shared/face';
import { LoadFailed } from '@ascent/client/ui';
import { fetchQr } from '../api/face-api.ts';

/** Asks again just after the token rotates (the previous slice stays valid meanwhile). */
const nextRefreshMs = (qr: TFaceQr) =>
  Math.max(1000, new Date(qr.rotatesAt).getTime() - new Date(qr.now).getTime() + 300);

/** The attendance manager's rotating QR (SVG); `data-url` is the current sign URL. */
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
    queryKey: ['face', 'qr', sessionId, action],
    queryFn: () => fetchQr(sessionId, action),
    refetchInterval: (q) => (q.state.data ? nextRefreshMs(q.state.data) : 5000),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  return (
    <Space orientation="vertical" align="center" className="face-qr">
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
            size={220}
            value={qr.data?.url ?? '-'}
            status={qr.data ? 'active' : 'loading'}
          />
        </div>
      )}
      <Typography.Text type="secondary">{t('face.qr.hint')}</Typography.Text>
    </Space>
  );
}
