import type { TPage } from '@ascent/shared/admin';
import type {
  TCertificateVerification,
  TMyCertificate,
  TMyCertificateQuery,
} from '@ascent/shared/certificate';
import type { FileDownload } from '@ascent/client/api';
import { api } from '../../../app/services.ts';

/** The learner's certificate calls and the public verification. */
export function fetchMyCertificates(q: TMyCertificateQuery): Promise<TPage<TMyCertificate>> {
  return api.post<TPage<TMyCertificate>>('study/me/certificates', q);
}

export function fetchDangerousCertificates(q: TMyCertificateQuery): Promise<TPage<TMyCertificate>> {
  return api.post<TPage<TMyCertificate>>('study/me/dangerouscert/list', q);
}

export function downloadCertificate(id: number): Promise<FileDownload> {
  return api.download('study/me/certificate/pdf', { method: 'POST', body: { id } });
}

// The page shows the refusal (too many look-ups) itself.
export function verifyCertificate(code: string): Promise<TCertificateVerification> {
  return api.get<TCertificateVerification>(`study/certificate/verify/${encodeURIComponent(code)}`, {
    silent: true,
  });
}
