import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCaptchaResponse } from '@ascent/shared/auth';
import type { ApiClient } from '../../api/api-client.ts';
import { fetchCaptcha } from './login-api.ts';

export interface CaptchaState {
  captcha: TCaptchaResponse | undefined;
  loading: boolean;
  /** Fetches a new image (after each failed login, or on click). */
  refresh: () => Promise<void>;
}

/** A captcha image and its key, fetched when the server first asks for one. */
export function useCaptcha(api: ApiClient, enabled: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<TCaptchaResponse>();
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const id = ++latest.current;
    setLoading(true);
    try {
      const next = await fetchCaptcha(api);
      if (id === latest.current) setCaptcha(next);
    } catch {
      // The API client already showed why; clicking the image tries again.
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  return { captcha, loading, refresh };
}
