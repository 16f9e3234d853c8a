import { QRCode, Segmented, Space, Typography } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InPersonAction, TInPersonQr } from '@ascent/shared/in-person';
import { LoadFailed } from '../feedback/load-failed.tsx';
import { nextQrRefreshMs } from './in-person-qr-refresh.ts';

export interface InPersonQrProps {
  /** The query key of this site's QR call; the action is appended. */
  queryKey: QueryKey;
  /** This site's QR call (admin: manage/face/qr, learner site: study/face/manage/qr). */
  fetchQr: (action: InPersonAction) => Promise<TInPersonQr>;
  /** Offers the sign-out code beside the sign-in one. */
  requireSignOut: boolean;
  /** The QR's edge in pixels. */
  size: number;
}

/**
 * The rotating sign-in (or sign-out) QR of a face-to-face session: an SVG of the learner
 * site's /train/sign URL, fetched again as each 30-second token rotates. `data-url` is the
 * current URL (`data-testid="in-person-qr"`).
 */
export function InPersonQr({ queryKey, fetchQr, requireSignOut, size }: InPersonQrProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<InPersonAction>('in');
  const qr = useQuery({
    queryKey: [...queryKey, action],
    queryFn: () => fetchQr(action),
    refetchInterval: (q) => (q.state.data ? nextQrRefreshMs(q.state.data) : 5000),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }}>
      {requireSignOut && (
        <Segmented<InPersonAction>
          value={action}
          onChange={setAction}
          options={[
            { value: 'in', label: t('ui.inPersonQr.signIn') },
            { value: 'out', label: t('ui.inPersonQr.signOut') },
          ]}
        />
      )}
      {qr.isError && !qr.data ? (
        <LoadFailed error={qr.error} onRetry={() => void qr.refetch()} />
      ) : (
        <div data-testid="in-person-qr" data-url={qr.data?.url ?? ''} data-action={action}>
          <QRCode
            type="svg"
            size={size}
            value={qr.data?.url ?? '-'}
            status={qr.data ? 'active' : 'loading'}
          />
        </div>
      )}
      <Typography.Text type="secondary">{t('ui.inPersonQr.hint')}</Typography.Text>
    </Space>
  );
}
