import type { TDepartmentNode } from '@ascent/shared/platform';
import type { DepartmentRepository } from './department.repository.ts';
import { toDepartmentTree } from './department.mapper.ts';

export function createDepartmentService(deps: { departments: DepartmentRepository }) {
  const { departments } = deps;
  return {
    async tree(companyId: number): Promise<TDepartmentNode[]> {
      return toDepartmentTree(await departments.listByCompany(companyId));
    },
    /** The chain of departments from the root down to this one. */
    async pathOf(departmentId: number | null): Promise<{ id: number; name: string }[]> {
      if (!departmentId) return [];
      const dept = await departments.findById(departmentId);
      if (!dept) return [];
      const ids = dept.path.split('/').filter(Boolean).map(Number);
      const rows = await departments.findManyInCompany(dept.companyId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ id: r.id, name: r.name }] : [];
      });
    },
    /** True when the department exists in the company. */
    async existsInCompany(companyId: number, departmentId: number): Promise<boolean> {
      return (await departments.findManyInCompany(companyId, [departmentId])).length === 1;
    },
  };
}
export type DepartmentService = ReturnType<typeof createDepartmentService>;
