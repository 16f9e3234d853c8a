import { useQuery } from '@tanstack/react-query';
import type { TTermsKind } from '@ascent/shared/registration';
import { services } from '../../../app/services.ts';

/** The site's host: the company the public pages belong to (as platform config finds it). */
export const siteHost = () => window.location.host;

/** What this site's registration offers (study/register/status). */
export function useRegisterStatus() {
  return useQuery({
    queryKey: ['register', 'status', siteHost()],
    queryFn: () => services.api.call('POST /api/study/register/status', { site: siteHost() }),
  });
}

/** The site's user agreement or privacy policy in the current language (study/register/terms). */
export function useTerms(kind: TTermsKind, lang: string) {
  return useQuery({
    queryKey: ['register', 'terms', kind, siteHost(), lang],
    queryFn: () => services.api.call('POST /api/study/register/terms', { kind, site: siteHost() }),
  });
}
