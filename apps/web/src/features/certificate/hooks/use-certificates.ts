import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TMyCertificateQuery } from '@ascent/shared/certificate';
import { services } from '../../../app/services.ts';
import {
  fetchDangerousCertificates,
  fetchMyCertificates,
  verifyCertificate,
} from '../api/certificate-api.ts';

export const CERTIFICATE_KEY = [...USER_QUERY_KEY, 'certificate'] as const;

export function useMyCertificates(q: TMyCertificateQuery) {
  return useUserQuery(services, {
    queryKey: [...CERTIFICATE_KEY, 'mine', q],
    queryFn: () => fetchMyCertificates(q),
    placeholderData: keepPreviousData,
  });
}

export function useDangerousCertificates(q: TMyCertificateQuery) {
  return useUserQuery(services, {
    queryKey: [...CERTIFICATE_KEY, 'dangerous', q],
    queryFn: () => fetchDangerousCertificates(q),
    placeholderData: keepPreviousData,
  });
}

/** The public verification: no sign-in, never retried (each try counts against guessing). */
export function useVerification(code: string) {
  return useQuery({
    queryKey: ['certificate-verify', code],
    queryFn: () => verifyCertificate(code),
    enabled: code.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}
