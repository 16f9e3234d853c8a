import type { FastifyRequest } from 'fastify';
import { faceIdEndpoints } from '@ascent/shared/face-id/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { FaceIdService } from './face-id.service.ts';

const loginContext = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
  kind: 'study' as const,
});

export function faceIdRoutes(service: FaceIdService) {
  return bind(faceIdEndpoints, {
    'GET /api/study/me/face': ({ actor }) => service.status(actor),
    'POST /api/study/me/upload/openface': ({ actor, req }) => service.uploadEnrolPhoto(actor, req),
    'POST /api/study/me/saveface': async ({ actor, body }) =>
      answer(await service.save(actor, body.photoId), 'faceId.saved'),
    'POST /api/study/me/face/delete': async ({ actor }) =>
      answer(await service.remove(actor), 'faceId.deleted'),
    'POST /api/study/me/upload/facecontrast': ({ actor, req }) =>
      service.uploadContrastPhoto(actor, req),
    'POST /api/study/me/upload/faceliev': ({ actor, req }) => service.liveness(actor, req),
    'POST /api/study/openfaceLogin': ({ req }) => service.login(req, loginContext(req)),
  });
}
