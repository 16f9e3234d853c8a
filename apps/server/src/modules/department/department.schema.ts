import { companyTreeTable } from '../../core/tree/tree-table.ts';
import { companies } from '../company/company.schema.ts';

/** The department tree (core/tree/tree-table.ts: materialized id paths for subtree queries). */
export const departments = companyTreeTable('departments', companies);
