import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ItemSources, SignupRegistry } from '../../core/learning-items.ts';
import type { Access } from '../../core/access.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import type { SignupApprovals } from './signup.audit.ts';
import {
  createSignupService,
  type SignupPersonnel,
  type SignupServiceDeps,
} from './signup.service.ts';
import { createSignupAdminService } from './signup-admin.service.ts';
import { signupRoutes } from './signup.routes.ts';
import { signupAdminRoutes } from './signup-admin.routes.ts';
import { courseSignupTarget } from './signup-course.target.ts';

/**
 * Sign-up: the learner's calls (`routes`), the admin's (`adminRoutes`), the audit handler of
 * type 3 to register with the audit module, and the sign-up registry's lookup and course target
 * (kind 5), set up here.
 */
export function createSignupModule(deps: {
  db: Db;
  registry: SignupRegistry;
  /** The learner pages of programmes and courses (item sources of issue 6). */
  items?: Pick<ItemSources, 'get'>;
  approvals: SignupApprovals;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  /** Applicants and departments (the user module's directory). */
  people: Pick<PeopleDirectory, 'cards' | 'departmentNames'>;
  /**
   * Kind 2 reuses the personnel module's information: complete, pending (a submission under
   * review) or incomplete, and a snapshot of it.
   */
  personnel: SignupPersonnel;
  record: ChangeRecorder;
  /** The course module's short read of a course (study/course/{id}/detail/simple). */
  courseBrief: SignupServiceDeps['courseBrief'];
}) {
  const service = createSignupService({
    db: deps.db,
    registry: deps.registry,
    approvals: deps.approvals,
    access: deps.access,
    people: deps.people,
    personnel: deps.personnel,
    items: deps.items,
    courseBrief: deps.courseBrief,
  });
  const admin = createSignupAdminService({
    db: deps.db,
    registry: deps.registry,
    approvals: deps.approvals,
    record: deps.record,
    departmentNames: deps.people.departmentNames,
  });
  deps.registry.registerTarget(courseSignupTarget);
  deps.registry.provideLookup(service.lookup);
  const routes = signupRoutes(service);
  return {
    service,
    admin,
    auditHandler: service.auditHandler,
    routes,
    adminRoutes: signupAdminRoutes(admin),
  };
}
