import { InPersonQr as RotatingInPersonQr } from '@ascent/client/ui';
import { fetchQr } from '../api/in-person-api.ts';

/** The attendance manager's rotating QR, over the learner site's manager QR call. */
export function InPersonQr({
  sessionId,
  requireSignOut,
}: {
  sessionId: number;
  requireSignOut: boolean;
}) {
  return (
    <RotatingInPersonQr
      queryKey={['face', 'qr', sessionId]}
      fetchQr={(action) => fetchQr(sessionId, action)}
      requireSignOut={requireSignOut}
      size={220}
    />
  );
}
