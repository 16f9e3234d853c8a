import { useEffect } from 'react';
import { useSessionSync } from '@ascent/client/app';
import { services, session } from '../../../app/services.ts';
import { useMessageCount } from '../hooks/use-message-count.ts';
import { useMessageStream } from '../hooks/use-message-stream.ts';
import { useProfile } from '../hooks/use-profile.ts';

/**
 * Keeps the client state of spec section 3 in step with the server: the profile and the unread
 * count (pushed by the message stream, polled as a fallback) here; the platform config (and the
 * languages it offers), the company config and the forced-change flags as on the admin site
 * (useSessionSync). Renders nothing.
 */
export function SessionSync() {
  const profile = useProfile();
  const count = useMessageCount();
  useMessageStream();

  useEffect(() => {
    if (profile.data) session.applyProfile(profile.data);
  }, [profile.data]);

  useEffect(() => {
    if (count.data !== undefined) session.setState({ msgCount: count.data });
  }, [count.data]);

  useSessionSync(services);
  return null;
}
