import type { TDepartmentNode } from '@ascent/shared/platform';
import type { DepartmentRepository } from './department.repository.ts';
import { toDepartmentTree } from './department.mapper.ts';
import { createTtlCache, SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';

export function createDepartmentService(deps: { departments: DepartmentRepository }) {
  const { departments } = deps;
  // Department names on a path are read by every profile; they change rarely.
  const names = createTtlCache<string, { id: number; name: string }[]>(SETTINGS_CACHE_MS);
  return {
    async tree(companyId: number): Promise<TDepartmentNode[]> {
      return toDepartmentTree(await departments.listByCompany(companyId));
    },
    /** The chain of departments named by a materialized path ("/1/4/9/"), root first. */
    async namesOnPath(
      companyId: number,
      path: string | null,
    ): Promise<{ id: number; name: string }[]> {
      if (!path) return [];
      return names.get(`${companyId}:${path}`, async () => {
        const ids = path.split('/').filter(Boolean).map(Number);
        const rows = await departments.findManyInCompany(companyId, ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.flatMap((id) => {
          const r = byId.get(id);
          return r ? [{ id: r.id, name: r.name }] : [];
        });
      });
    },
    /** Names of the company's departments among `ids` (others are left out). */
    async namesInCompany(companyId: number, ids: number[]): Promise<Map<number, string>> {
      const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
      const rows = await departments.findManyInCompany(companyId, [...new Set(valid)]);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    /** True when the department exists in the company. */
    async existsInCompany(companyId: number, departmentId: number): Promise<boolean> {
      // Ids are int4: anything outside that range cannot exist (and would make PostgreSQL throw).
      if (!Number.isInteger(departmentId) || departmentId < 1 || departmentId > 2_147_483_647)
        return false;
      return (await departments.findManyInCompany(companyId, [departmentId])).length === 1;
    },
  };
}
export type DepartmentService = ReturnType<typeof createDepartmentService>;
