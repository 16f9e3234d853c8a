import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import {
  FACE_LOGIN_LIMITS,
  FACE_PHOTO_MAX_BYTES,
  FACE_PHOTO_TTL_SECONDS,
  FACE_START_PASS_SECONDS,
  type FaceLivenessResult,
  type FaceStatus,
  ZFaceLivenessFields,
  ZOpenFaceLogin,
} from '@ascent/shared/face-id';
import type { TLoginResponse } from '@ascent/shared/auth';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import { readUploadForm } from '../../core/upload-form.ts';
import type { Db } from '../../db/client.ts';
import { sameFace, type FaceEngine, type FoundFace } from '../../infra/face/face-engine.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { LoginContext } from '../auth/auth.service.ts';
import { createFaceIdRepository } from './face-id.repository.ts';

/** What an uploaded photo held, kept sealed in shared state until the call that uses it. */
interface PendingPhoto {
  purpose: 'enrol' | 'contrast' | 'liveness';
  faces: { descriptor: number[]; yaw: number }[];
}

/** The uploads with no text fields. */
const NO_FIELDS = z.object({});
/**
 * Liveness: between the two frames the nose must move sideways against the eyes by at least a
 * fifth of the distance between the eyes (a head turn of roughly 10 degrees or more).
 */
const LIVENESS_MIN_TURN = 0.2;

/** How an exam's face check went: the enrolled face against the photo's. */
export type FaceComparison = 'match' | 'noMatch';

/**
 * Face enrolment, face login, the photos of the exam's face match and liveness (docs/decisions.md
 * "Face recognition"). The engine reads each photo; descriptors are sealed with the server key,
 * at rest (face_profiles) and in flight between two calls (shared state); none is ever answered.
 */
export function createFaceIdService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  /** Undefined when FACE_ENGINE=off: every face call is refused. */
  engine: FaceEngine | undefined;
  users: {
    findByAccount(account: string): Promise<{ id: number; companyId: number } | undefined>;
  };
  openSession(userId: number, ctx: LoginContext): Promise<TLoginResponse>;
}) {
  const repo = createFaceIdRepository(deps.db);
  const photoKey = (userId: number, photoId: string) => `faceId:photo:${userId}:${photoId}`;
  const passKey = (userId: number, examId: number) => `faceId:examPass:${userId}:${examId}`;

  function engine(): FaceEngine {
    if (!deps.engine) throw fail('faceId.unavailable');
    return deps.engine;
  }

  /** The upload's bytes: a JPEG or PNG of at most 5 MB, read into memory. */
  async function photoBytes(file: MultipartFile) {
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch {
      throw fail('faceId.photoRequired');
    }
    if (file.file.truncated || data.length === 0 || data.length > FACE_PHOTO_MAX_BYTES)
      throw fail('faceId.photoRequired');
    return data;
  }

  /** The faces of a photo; refused when the engine cannot read it. */
  async function facesOf(data: Buffer): Promise<FoundFace[]> {
    const reading = await engine().read(data);
    if (!reading.ok) throw fail('faceId.unreadable');
    return reading.faces;
  }

  function single(faces: FoundFace[]): FoundFace {
    if (faces.length === 0) throw fail('faceId.noFace');
    if (faces.length > 1) throw fail('faceId.manyFaces');
    return faces[0]!;
  }

  async function keep(userId: number, pending: PendingPhoto): Promise<string> {
    const photoId = crypto.randomBytes(18).toString('base64url');
    const sealed = await deps.secrets.seal(JSON.stringify(pending));
    await deps.state.set(photoKey(userId, photoId), sealed, FACE_PHOTO_TTL_SECONDS);
    return photoId;
  }

  /** The photo an upload kept, once (single use); refused when gone or of another purpose. */
  async function takePhoto(userId: number, photoId: string, purpose: PendingPhoto['purpose']) {
    const sealed = await deps.state.take(photoKey(userId, photoId));
    if (!sealed) throw fail('faceId.photoExpired');
    const pending = JSON.parse(await deps.secrets.open(sealed)) as PendingPhoto;
    if (pending.purpose !== purpose) throw fail('faceId.photoExpired');
    return pending;
  }

  /** The enrolled descriptor, or undefined. */
  async function enrolled(userId: number): Promise<number[] | undefined> {
    const row = await repo.find(userId);
    if (!row) return undefined;
    return JSON.parse(await deps.secrets.open(row.descriptorSealed)) as number[];
  }

  async function status(userId: number): Promise<FaceStatus> {
    const row = await repo.find(userId);
    return {
      enrolled: Boolean(row),
      enrolledAt: row ? row.enrolledAt.toISOString() : null,
      available: Boolean(deps.engine),
    };
  }

  const toPending = (f: FoundFace) => ({ descriptor: f.descriptor, yaw: f.yaw });

  return {
    status: (actor: Actor) => status(actor.userId),

    /** upload/openface: a photo with exactly one face, kept for saveface. */
    async uploadEnrolPhoto(actor: Actor, req: FastifyRequest): Promise<{ photoId: string }> {
      engine();
      const { file } = await readUploadForm(req, NO_FIELDS, {
        limits: { fileSize: FACE_PHOTO_MAX_BYTES + 1, files: 1 },
        missing: 'faceId.photoRequired',
      });
      const face = single(await facesOf(await photoBytes(file)));
      return { photoId: await keep(actor.userId, { purpose: 'enrol', faces: [toPending(face)] }) };
    },

    /** saveface: the uploaded photo's face becomes the caller's (replacing one before). */
    async save(actor: Actor, photoId: string): Promise<FaceStatus> {
      engine();
      const pending = await takePhoto(actor.userId, photoId, 'enrol');
      const sealed = await deps.secrets.seal(JSON.stringify(pending.faces[0]!.descriptor));
      await repo.save(actor.userId, actor.companyId, sealed, new Date());
      return status(actor.userId);
    },

    /** me/face/delete: the enrolled face is gone (exams with face match then ask to enrol). */
    async remove(actor: Actor): Promise<FaceStatus> {
      await repo.remove(actor.userId);
      return status(actor.userId);
    },

    /** upload/facecontrast: any readable photo (no face or several count as a failed check). */
    async uploadContrastPhoto(actor: Actor, req: FastifyRequest): Promise<{ photoId: string }> {
      engine();
      const { file } = await readUploadForm(req, NO_FIELDS, {
        limits: { fileSize: FACE_PHOTO_MAX_BYTES + 1, files: 1 },
        missing: 'faceId.photoRequired',
      });
      const faces = await facesOf(await photoBytes(file));
      return {
        photoId: await keep(actor.userId, { purpose: 'contrast', faces: faces.map(toPending) }),
      };
    },

    /**
     * The exam's check: the photo upload/facecontrast kept against the enrolled face. Refused
     * when nothing is enrolled or the photo is gone; one face that is the enrolled one matches.
     */
    async compare(userId: number, photoId: string): Promise<FaceComparison> {
      engine();
      const mine = await enrolled(userId);
      if (!mine) throw fail('faceId.notEnrolled');
      const pending = await takePhoto(userId, photoId, 'contrast');
      const [face, ...others] = pending.faces;
      return face && others.length === 0 && sameFace(mine, face.descriptor) ? 'match' : 'noMatch';
    },

    /** A passed check before the start: the exam may start within 10 minutes, once. */
    async grantExamPass(userId: number, examId: number): Promise<void> {
      await deps.state.set(passKey(userId, examId), '1', FACE_START_PASS_SECONDS);
    },
    async takeExamPass(userId: number, examId: number): Promise<boolean> {
      return (await deps.state.take(passKey(userId, examId))) !== null;
    },

    /**
     * upload/faceliev: two frames. The first (step 1) is kept; the second (step 2) must show the
     * same single face, which must be the enrolled one when there is one, and the head must have
     * turned between them (the nose moved against the eyes by a fifth of their distance or more):
     * a printed photo held up twice does not turn.
     */
    async liveness(actor: Actor, req: FastifyRequest): Promise<FaceLivenessResult> {
      engine();
      const { file, fields } = await readUploadForm(req, ZFaceLivenessFields, {
        limits: { fileSize: FACE_PHOTO_MAX_BYTES + 1, files: 1 },
        missing: 'faceId.photoRequired',
      });
      const face = single(await facesOf(await photoBytes(file)));
      const mine = await enrolled(actor.userId);
      if (mine && !sameFace(mine, face.descriptor)) throw fail('faceId.noMatch');
      if (fields.step === '1') {
        const photoId = await keep(actor.userId, { purpose: 'liveness', faces: [toPending(face)] });
        return { photoId, live: null };
      }
      if (!fields.photoId) throw fail('common.parameterError');
      const first = (await takePhoto(actor.userId, fields.photoId, 'liveness')).faces[0]!;
      if (!sameFace(first.descriptor, face.descriptor)) throw fail('faceId.noMatch');
      if (Math.abs(first.yaw - face.yaw) < LIVENESS_MIN_TURN) throw fail('faceId.notLive');
      return { photoId: null, live: true };
    },

    /**
     * openfaceLogin: the account's enrolled face against the photo. Every refusal counts against
     * the account; after 5 in 15 minutes it waits (the photo is not even read).
     */
    async login(req: FastifyRequest, ctx: LoginContext): Promise<TLoginResponse> {
      engine();
      const { file, fields } = await readUploadForm(req, ZOpenFaceLogin, {
        limits: { fileSize: FACE_PHOTO_MAX_BYTES + 1, files: 1 },
        missing: 'faceId.photoRequired',
      });
      const account = fields.account.toLowerCase();
      const failKey = `faceId:loginFailures:${account}`;
      const failures = Number((await deps.state.get(failKey)) ?? 0);
      if (failures >= FACE_LOGIN_LIMITS.failures) {
        file.file.resume();
        throw fail('faceId.loginLocked', { minutes: FACE_LOGIN_LIMITS.windowMinutes });
      }
      const refuse = async (key: Parameters<typeof fail>[0]) => {
        await deps.state.incr(failKey, FACE_LOGIN_LIMITS.windowMinutes * 60);
        return fail(key);
      };
      const user = await deps.users.findByAccount(account);
      const mine = user ? await enrolled(user.id) : undefined;
      if (!user || !mine) {
        file.file.resume();
        throw await refuse('faceId.loginNotEnrolled');
      }
      const faces = await facesOf(await photoBytes(file));
      if (faces.length === 0) throw await refuse('faceId.noFace');
      if (faces.length > 1) throw await refuse('faceId.manyFaces');
      if (!sameFace(mine, faces[0]!.descriptor)) throw await refuse('faceId.noMatch');
      await deps.state.del(failKey);
      return deps.openSession(user.id, ctx);
    },
  };
}
export type FaceIdService = ReturnType<typeof createFaceIdService>;
