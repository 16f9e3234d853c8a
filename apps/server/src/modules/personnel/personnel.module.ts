import { parseOptionValue } from '@ascent/shared/profile';
import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { DepartmentService } from '../department/department.service.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { createDepartmentRepository } from '../department/department.repository.ts';
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
  record: ChangeRecorder;
}) {
  const users = createUserRepository(deps.db);
  const service = createPersonnelService({
    db: deps.db,
    personnel: createPersonnelRepository,
    findUser: users.findById,
    applyToUser: async (tx, userId, v) => {
      await createUserRepository(tx).update(userId, {
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
    departmentExistsIn: async (tx, companyId, departmentId) =>
      Number.isInteger(departmentId) &&
      departmentId > 0 &&
      departmentId <= 2_147_483_647 &&
      (await createDepartmentRepository(tx).findManyInCompany(companyId, [departmentId])).length ===
        1,
    departmentNames: deps.departments.namesInCompany,
    approvals: deps.approvals,
  });
  const fields = createPersonnelFieldService({
    db: deps.db,
    personnel: createPersonnelRepository,
    flagNeedsInformation: (tx, companyId, departmentId) =>
      createUserRepository(tx).flagNeedsInformation(companyId, departmentId),
    departmentExists: deps.departments.existsInCompany,
    record: deps.record,
  });
  const routes = [...personnelRoutes(service), ...personnelFieldRoutes(fields)];
  return { service, auditHandler: service.auditHandler, routes };
}
