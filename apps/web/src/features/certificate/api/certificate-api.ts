import type { TMyCertificateQuery } from '@ascent/shared/certificate';
import type { FileDownload } from '@ascent/client/api';
import { api } from '../../../app/services.ts';

/** The learner's certificate calls and the public verification. */
export function fetchMyCertificates(q: TMyCertificateQuery) {
  return api.call('POST /api/study/me/certificates', q);
}

export function fetchDangerousCertificates(q: TMyCertificateQuery) {
  return api.call('POST /api/study/me/dangerouscert/list', q);
}

export function downloadCertificate(id: number): Promise<FileDownload> {
  return api.download('POST /api/study/me/certificate/pdf', { id });
}

// The page shows the refusal (too many look-ups) itself.
export function verifyCertificate(code: string) {
  return api.call('GET /api/study/certificate/verify/:code', { code }, { silent: true });
}
