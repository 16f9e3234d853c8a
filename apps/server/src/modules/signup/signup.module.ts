import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ItemSources, SignupRegistry } from '../../core/learning-items.ts';
import type { LearnerScopes } from '../user/learner-scope.ts';
import type { PeopleCards } from '../user/user-cards.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { createPersonnelRepository } from '../personnel/personnel.repository.ts';
import { APPROVAL_STATUS } from '@ascent/shared/common';
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
  scopes: LearnerScopes;
  people: PeopleCards;
  accounts: (
    companyId: number,
    ids: number[],
  ) => Promise<{ id: number; account: string; realName: string }[]>;
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
  record: ChangeRecorder;
  /** The course module's short read of a course (study/course/{id}/detail/simple). */
  courseBrief: SignupServiceDeps['courseBrief'];
}) {
  const users = createUserRepository(deps.db);
  const personnelRepo = createPersonnelRepository(deps.db);
  // Kind 2 reuses the personnel module's information: complete (needsInformation cleared by
  // the personnel flow), pending (a submission under review) or incomplete.
  const personnel: SignupPersonnel = {
    async stateOf(userId) {
      const [user, latest] = await Promise.all([
        users.findById(userId),
        personnelRepo.latestSubmission(userId),
      ]);
      if (latest?.status === APPROVAL_STATUS.reviewing) return 'pending';
      return user?.needsInformation ? 'incomplete' : 'complete';
    },
    async snapshot(companyId, userId): Promise<Record<string, string>> {
      const user = await users.findById(userId);
      if (!user) return {};
      const names = user.departmentId
        ? await deps.departmentNames(companyId, [user.departmentId])
        : new Map<number, string>();
      return {
        realName: user.realName,
        mobile: user.mobile,
        email: user.email,
        department: user.departmentId ? (names.get(user.departmentId) ?? '') : '',
        position: user.position,
      };
    },
  };
  const service = createSignupService({
    db: deps.db,
    registry: deps.registry,
    approvals: deps.approvals,
    scopes: deps.scopes,
    people: deps.people,
    personnel,
    accounts: deps.accounts,
    items: deps.items,
    courseBrief: deps.courseBrief,
  });
  const admin = createSignupAdminService({
    db: deps.db,
    registry: deps.registry,
    approvals: deps.approvals,
    record: deps.record,
    departmentNames: deps.departmentNames,
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
