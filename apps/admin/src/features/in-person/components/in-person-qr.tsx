import { InPersonQr as RotatingInPersonQr } from '@ascent/client/ui';
import { fetchQr } from '../api/in-person-api.ts';

/** The session's rotating QR for the room's screen, over the admin's QR call. */
export function InPersonQr({
  sessionId,
  requireSignOut,
}: {
  sessionId: number;
  requireSignOut: boolean;
}) {
  return (
    <RotatingInPersonQr
      queryKey={['in-person-admin', 'qr', sessionId]}
      fetchQr={(action) => fetchQr(sessionId, action)}
      requireSignOut={requireSignOut}
      size={240}
    />
  );
}
