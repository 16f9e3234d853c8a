import { FaceQr as RotatingFaceQr } from '@ascent/client/ui';
import { fetchQr } from '../api/face-api.ts';

/** The attendance manager's rotating QR, over the learner site's manager QR call. */
export function FaceQr({
  sessionId,
  requireSignOut,
}: {
  sessionId: number;
  requireSignOut: boolean;
}) {
  return (
    <RotatingFaceQr
      queryKey={['face', 'qr', sessionId]}
      fetchQr={(action) => fetchQr(sessionId, action)}
      requireSignOut={requireSignOut}
      size={220}
    />
  );
}
