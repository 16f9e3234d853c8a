import { APPROVAL_STATUS } from '@ascent/shared/common';
import { parseOptionValue } from '@ascent/shared/profile';
import { EMPLOYEE_NO_FIELD } from '@ascent/shared/sso';
import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { DepartmentService } from '../department/department.service.ts';
import { departmentQueries } from '../department/department.module.ts';
import type { PeopleQueries } from '../user/user.module.ts';
import { createPersonnelRepository } from './personnel.repository.ts';
import { createPersonnelService } from './personnel.service.ts';
import { personnelRoutes } from './personnel.routes.ts';
import { createPersonnelFieldService } from './personnel-field.service.ts';
import { personnelFieldRoutes } from './personnel-field.routes.ts';
import type { PersonnelApprovals } from './personnel.audit.ts';

export function createPersonnelModule(deps: {
  db: Db;
  departments: DepartmentService;
  approvals: PersonnelApprovals;
  /** The account the information is about (the user module). */
  people: Pick<PeopleQueries, 'findById' | 'updateInformation' | 'flagNeedsInformation'>;
  record: ChangeRecorder;
  /** The caller's company (company module). */
  companyOf: Parameters<typeof createPersonnelService>[0]['companyOf'];
  /** The user module's kept profiles (they show the information applied or asked for). */
  profilesChanged: (userIds: number[] | null) => Promise<void>;
}) {
  const { people } = deps;
  const findUser = (userId: number) => people.findById(deps.db, userId);
  const service = createPersonnelService({
    db: deps.db,
    personnel: createPersonnelRepository,
    findUser,
    applyToUser: async (tx, userId, v) => {
      await people.updateInformation(tx, userId, {
        ...(v.realName !== undefined && { realName: v.realName }),
        ...(v.mobile !== undefined && { mobile: v.mobile }),
        ...(v.email !== undefined && { email: v.email }),
        // A select value is a JSON array of option keys ('["1"]'); the sex keys are 1 and 2.
        ...(v.sex !== undefined && { sex: Number(parseOptionValue(v.sex)[0]) || 0 }),
        ...(v.position !== undefined && { position: v.position }),
        ...(v.birthday !== undefined && { birthday: v.birthday }),
        ...(v.department !== undefined && { departmentId: Number(v.department) }),
        needsInformation: false,
      });
    },
    departmentExists: deps.departments.existsInCompany,
    departmentExistsIn: (tx, companyId, departmentId) =>
      departmentQueries.existsInCompany(tx, companyId, departmentId),
    departmentNames: deps.departments.namesInCompany,
    approvals: deps.approvals,
    companyOf: deps.companyOf,
    profilesChanged: deps.profilesChanged,
  });
  const fields = createPersonnelFieldService({
    db: deps.db,
    personnel: createPersonnelRepository,
    flagNeedsInformation: (tx, companyId, departmentId) =>
      people.flagNeedsInformation(tx, companyId, departmentId),
    departmentExists: deps.departments.existsInCompany,
    record: deps.record,
    profilesChanged: deps.profilesChanged,
  });
  const routes = [...personnelRoutes(service), ...personnelFieldRoutes(fields)];
  const repo = createPersonnelRepository(deps.db);
  /**
   * What sign-up kind 2 reads of a person's information: complete (needsInformation cleared
   * by the personnel flow), pending (a submission under review) or incomplete; and a snapshot
   * of the built-in values with the department's name.
   */
  const information = {
    async stateOf(userId: number): Promise<'complete' | 'pending' | 'incomplete'> {
      const [user, latest] = await Promise.all([findUser(userId), repo.latestSubmission(userId)]);
      if (latest?.status === APPROVAL_STATUS.reviewing) return 'pending';
      return user?.needsInformation ? 'incomplete' : 'complete';
    },
    async snapshot(companyId: number, userId: number): Promise<Record<string, string>> {
      const user = await findUser(userId);
      if (!user) return {};
      const names = user.departmentId
        ? await deps.departments.namesInCompany(companyId, [user.departmentId])
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
  /** The company's active people with this employee number (sign-on's link rule), at most 2. */
  const activeByEmployeeNo = (companyId: number, employeeNo: string) =>
    repo.activeHolders(companyId, EMPLOYEE_NO_FIELD, employeeNo);
  return { service, auditHandler: service.auditHandler, routes, information, activeByEmployeeNo };
}
