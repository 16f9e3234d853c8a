import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ZCertificateId, ZMyCertificateQuery, ZVerifyCode } from '@ascent/shared/certificate';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
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
export function certificateRoutes(service: CertificateService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/me/certificates', async (req) => {
      const q = parseInput(ZMyCertificateQuery, req.body ?? {});
      return ok(await service.mine(requireActor(req.actor), q));
    });
    app.post('/api/study/me/dangerouscert/list', async (req) => {
      const q = parseInput(ZMyCertificateQuery, req.body ?? {});
      return ok(await service.dangerous(requireActor(req.actor), q));
    });
    app.post('/api/study/me/certificate/pdf', async (req, reply) => {
      const { id } = parseInput(ZCertificateId, req.body);
      return sendPdf(reply, await service.pdf(requireActor(req.actor), id));
    });
    // The same as an address (`?id=`): what the learner page's download link points at.
    app.get('/api/study/me/certificate/pdf', async (req, reply) => {
      const { id } = parseInput(ZCertificateId, req.query);
      return sendPdf(reply, await service.pdf(requireActor(req.actor), id));
    });
    app.get('/api/study/certificate/verify/:code', { config: { auth: 'public' } }, async (req) => {
      const { code } = parseInput(ZVerifyCode, req.params);
      return ok(await service.verify(code, req.ip));
    });
  };
}
