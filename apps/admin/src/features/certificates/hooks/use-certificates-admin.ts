import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { fetchTemplate } from '../api/certificate-api.ts';

export const CERTIFICATE_KEY = [...USER_QUERY_KEY, 'certificate-admin'] as const;
export const TEMPLATE_LIST_KEY = [...CERTIFICATE_KEY, 'templates'] as const;
export const ISSUED_LIST_KEY = [...CERTIFICATE_KEY, 'issued'] as const;

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: [...CERTIFICATE_KEY, 'template', id],
    queryFn: () => fetchTemplate(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}
