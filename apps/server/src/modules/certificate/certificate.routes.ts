import type { FastifyReply } from 'fastify';
import { certificateEndpoints } from '@ascent/shared/certificate/endpoints';
import { bind } from '../../core/endpoints.ts';
import { contentDisposition } from '../../core/xlsx.ts';
import type { CertificateService } from './certificate.service.ts';

/** The envelope's one exception: the PDF itself (refusals before it are envelopes). */
export function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; name: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.name))
    .send(Buffer.from(file.bytes));
}

/**
 * The learner's certificates (spec s.7 Learning "certificates", "dangerouscert list"), the
 * holder's PDF, and the public verification (no sign-in; throttled per address).
 */
export function certificateRoutes(service: CertificateService) {
  return bind(certificateEndpoints, {
    'POST /api/study/me/certificates': ({ actor, body }) => service.mine(actor, body),
    'POST /api/study/me/dangerouscert/list': ({ actor, body }) => service.dangerous(actor, body),
    'POST /api/study/me/certificate/pdf': async ({ actor, body, reply }) =>
      sendPdf(reply, await service.pdf(actor, body.id)),
    // The same as an address (`?id=`): what the learner page's download link points at.
    'GET /api/study/me/certificate/pdf': async ({ actor, query, reply }) =>
      sendPdf(reply, await service.pdf(actor, query.id)),
    'GET /api/study/certificate/verify/:code': ({ params, ip }) => service.verify(params.code, ip),
  });
}
