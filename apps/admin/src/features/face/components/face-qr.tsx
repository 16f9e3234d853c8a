import { FaceQr as RotatingFaceQr } from '@ascent/client/ui';
import { fetchQr } from '../api/face-api.ts';

/** The session's rotating QR for the room's screen, over the admin's QR call. */
export function FaceQr({
  sessionId,
  requireSignOut,
}: {
  sessionId: number;
  requireSignOut: boolean;
}) {
  return (
    <RotatingFaceQr
      queryKey={['face-admin', 'qr', sessionId]}
      fetchQr={(action) => fetchQr(sessionId, action)}
      requireSignOut={requireSignOut}
      size={240}
    />
  );
}
