import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { fetchCaptcha } from '../api/auth-api.ts';

/** A captcha image and its key, fetched only while the server asks for one. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.captcha,
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}
