import { companyTreeTable } from '../../core/tree/tree-table.ts';

/** The department tree (core/tree/tree-table.ts: materialized id paths for subtree queries). */
export const departments = companyTreeTable('departments');
