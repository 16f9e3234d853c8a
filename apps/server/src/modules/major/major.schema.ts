import { companyTreeTable } from '../../core/tree/tree-table.ts';
import { companies } from '../company/company.schema.ts';

/** A company's tree of majors (fields of study), a company tree (core/tree/tree-table.ts). */
export const majors = companyTreeTable('majors', companies);
