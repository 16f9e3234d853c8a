import type { TMajorAdminNode, TNamedTreeNode } from '@ascent/shared/org';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { createTreeAdmin } from '../../core/tree/tree-admin.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createMajorRepository, type MajorRepository } from './major.repository.ts';
import { toMajorAdminTree, toMajorTree } from './major.mapper.ts';

/** Majors: a tree per company, read by learners, changed by administrators. */
export function createMajorService(deps: {
  db: Db;
  majors: MajorRepository;
  record: ChangeRecorder;
}) {
  const admin = createTreeAdmin({
    db: deps.db,
    store: (tx) => createMajorRepository(tx).tree,
    entity: 'major',
    messages: {
      notFound: 'major.notFound',
      parentNotFound: 'major.parentNotFound',
      duplicateName: 'major.duplicateName',
      hasChildren: 'major.hasChildren',
      moveIntoSelf: 'major.moveIntoSelf',
    },
    record: deps.record,
  });
  return {
    ...admin,
    async tree(actor: Actor): Promise<TNamedTreeNode[]> {
      return toMajorTree(await deps.majors.listByCompany(actor.companyId));
    },
    async adminTree(actor: Actor): Promise<TMajorAdminNode[]> {
      return toMajorAdminTree(await deps.majors.listByCompany(actor.companyId));
    },
  };
}
export type MajorService = ReturnType<typeof createMajorService>;
