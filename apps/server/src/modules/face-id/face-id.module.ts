import type { TLoginResponse } from '@ascent/shared/auth';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { FaceEngine } from '../../infra/face/face-engine.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { LoginContext } from '../auth/auth.service.ts';
import { faceIdRoutes } from './face-id.routes.ts';
import { createFaceIdService } from './face-id.service.ts';

/** Face recognition: enrolment, face login, the exam's face checks, liveness. */
export function createFaceIdModule(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  engine: FaceEngine | undefined;
  users: {
    findByAccount(account: string): Promise<{ id: number; companyId: number } | undefined>;
  };
  openSession(userId: number, ctx: LoginContext): Promise<TLoginResponse>;
}) {
  const service = createFaceIdService(deps);
  return { service, routes: faceIdRoutes(service) };
}
export type FaceIdModule = ReturnType<typeof createFaceIdModule>;
