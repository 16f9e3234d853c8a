import type { FastifyInstance } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZTreeCreate,
  ZTreeDelete,
  ZTreeMove,
  ZTreeRename,
  type TTreeCreate,
  type TTreeMove,
  type TTreeRename,
} from '@ascent/shared/org';
import { ok } from '../envelope.ts';
import { requireActor, type Actor } from '../context.ts';
import { parseInput } from '../validate.ts';

/** What a company tree's admin calls do (the module's service, usually over tree-admin.ts). */
export interface TreeAdminCalls {
  adminTree(actor: Actor): Promise<unknown>;
  create(actor: Actor, ip: string, input: TTreeCreate): Promise<unknown>;
  rename(actor: Actor, ip: string, input: TTreeRename): Promise<unknown>;
  move(actor: Actor, ip: string, input: TTreeMove): Promise<unknown>;
  remove(actor: Actor, ip: string, id: number): Promise<void>;
}

/**
 * The admin calls of a company tree under `prefix` (`/api/manage/department`,
 * `/api/manage/course/category`, ...): GET tree, POST create, rename, move, delete.
 */
export function registerTreeAdminRoutes(
  app: FastifyInstance,
  prefix: string,
  calls: TreeAdminCalls,
) {
  const admin = { config: { auth: 'admin' as const } };
  app.get(`${prefix}/tree`, admin, async (req) =>
    ok(await calls.adminTree(requireActor(req.actor))),
  );
  app.post(`${prefix}/create`, admin, async (req) => {
    const node = await calls.create(
      requireActor(req.actor),
      req.ip,
      parseInput(ZTreeCreate, req.body),
    );
    return ok(node, translate('common.created', req.locale));
  });
  app.post(`${prefix}/rename`, admin, async (req) => {
    const node = await calls.rename(
      requireActor(req.actor),
      req.ip,
      parseInput(ZTreeRename, req.body),
    );
    return ok(node, translate('common.modified', req.locale));
  });
  app.post(`${prefix}/move`, admin, async (req) => {
    const node = await calls.move(requireActor(req.actor), req.ip, parseInput(ZTreeMove, req.body));
    return ok(node, translate('common.modified', req.locale));
  });
  app.post(`${prefix}/delete`, admin, async (req) => {
    const { id } = parseInput(ZTreeDelete, req.body);
    await calls.remove(requireActor(req.actor), req.ip, id);
    return ok(null, translate('common.deleted', req.locale));
  });
}
