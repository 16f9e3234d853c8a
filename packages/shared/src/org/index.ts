import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZAllLangNames } from '../platform/index.ts';
import { zOptionalText, zPaging, zRequiredText } from '../validators/index.ts';
import { ZListQuery } from '../admin/index.ts';

/**
 * Organisation: the department tree, positions, majors, and the reference data (countries,
 * areas). Admin calls live under /api/manage/{department,position,major,country,area}/...,
 * the learner's under /api/study/... (spec s.7 "Home and search").
 */

/** Names of departments, majors and positions: 1-50 characters after trimming. */
export const ORG_NAME_MAX = 50;
/** Position codes: optional, at most 50 characters. */
export const POSITION_CODE_MAX = 50;
/** The largest sort value an admin may give. */
export const SORT_MAX = 999_999;

// Control characters (tabs, new lines...) never belong in a name shown in a tree or a table.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

export const zOrgName = zRequiredText(ORG_NAME_MAX).refine((v) => !CONTROL_RE.test(v), {
  error: messageRef('validation.invalid'),
});

/** An id in a JSON body: a positive int4 number (no strings, no booleans). */
export const zOrgId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

const zSort = z
  .number({ error: messageRef('validation.number') })
  .int({ error: messageRef('validation.number') })
  .min(0, { error: messageRef('validation.number') })
  .max(SORT_MAX, { error: messageRef('validation.number') });

// ---- trees (departments, majors) ---------------------------------------------------------

/** Create a node under a parent (null: a root). */
export const ZTreeCreate = z.strictObject({ name: zOrgName, parentId: zOrgId.nullable() });
export type TTreeCreate = z.infer<typeof ZTreeCreate>;

export const ZTreeRename = z.strictObject({ id: zOrgId, name: zOrgName });
export type TTreeRename = z.infer<typeof ZTreeRename>;

/**
 * Move a node (and its subtree) under another parent (null: to the roots). `sort` is the
 * node's place among its new siblings, 0 first; without it the node keeps its place when the
 * parent stays, and goes last under a new parent.
 */
export const ZTreeMove = z.strictObject({
  id: zOrgId,
  parentId: zOrgId.nullable(),
  sort: zSort.optional(),
});
export type TTreeMove = z.infer<typeof ZTreeMove>;

export const ZTreeDelete = z.strictObject({ id: zOrgId });
export type TTreeDelete = z.infer<typeof ZTreeDelete>;

/** A node of a learner-side tree (departments, majors, areas): spec s.3 {id, name, list}. */
export const ZNamedTreeNode = z.object({
  id: z.number().int(),
  name: z.string(),
  get list(): z.ZodArray<typeof ZNamedTreeNode> {
    return z.array(ZNamedTreeNode);
  },
});
export type TNamedTreeNode = z.infer<typeof ZNamedTreeNode>;

/** A major in the admin tree. */
export const ZMajorAdminNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  get list(): z.ZodArray<typeof ZMajorAdminNode> {
    return z.array(ZMajorAdminNode);
  },
});
export type TMajorAdminNode = z.infer<typeof ZMajorAdminNode>;

/** A department in the admin tree, with its people: its own and its whole subtree's. */
export const ZDepartmentAdminNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  /** People whose department is this one. */
  people: z.number().int(),
  /** People in this department and every department under it. */
  totalPeople: z.number().int(),
  get list(): z.ZodArray<typeof ZDepartmentAdminNode> {
    return z.array(ZDepartmentAdminNode);
  },
});
export type TDepartmentAdminNode = z.infer<typeof ZDepartmentAdminNode>;

/** What a create, rename or move answers: the node as it now is (without children). */
export const ZTreeNodeSaved = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
});
export type TTreeNodeSaved = z.infer<typeof ZTreeNodeSaved>;

// ---- positions ----------------------------------------------------------------------------

const positionFields = {
  name: zOrgName,
  code: zOptionalText(POSITION_CODE_MAX).default(''),
  sort: zSort.default(0),
};

export const ZPositionCreate = z.strictObject(positionFields);
export type TPositionCreate = z.infer<typeof ZPositionCreate>;

/** Changes the given fields; the others keep their values. */
export const ZPositionUpdate = z.strictObject({
  id: zOrgId,
  name: zOrgName.optional(),
  code: zOptionalText(POSITION_CODE_MAX),
  sort: zSort.optional(),
});
export type TPositionUpdate = z.infer<typeof ZPositionUpdate>;

/** Sort fields of the admin position list; others are ignored. */
export const POSITION_SORT_FIELDS = ['sort', 'name', 'code', 'createdAt'] as const;

export const ZPositionAdminQuery = ZListQuery;
export type TPositionAdminQuery = z.infer<typeof ZPositionAdminQuery>;

/** A position in the admin list: `people` hold it (users.position equals its name). */
export const ZPosition = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  people: z.number().int(),
  createdAt: z.string(),
});
export type TPosition = z.infer<typeof ZPosition>;

/** POST study/position/list: paged, with a keyword on the name or code. */
export const ZPositionListQuery = zPaging.extend({
  keyword: zOptionalText(100),
});
export type TPositionListQuery = z.infer<typeof ZPositionListQuery>;

export const ZPositionItem = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type TPositionItem = z.infer<typeof ZPositionItem>;

// ---- reference data -----------------------------------------------------------------------

/** GET study/country: ISO 3166-1 alpha-2 code and the name in the caller's language. */
export const ZCountry = z.object({ code: z.string(), name: z.string() });
export type TCountry = z.infer<typeof ZCountry>;

/** A country in the admin reference page: every name. */
export const ZCountryAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  names: ZAllLangNames,
});
export type TCountryAdmin = z.infer<typeof ZCountryAdmin>;

export const ZCountryAdminQuery = ZListQuery;

/** An area in the admin reference page (id: the GB/T 2260 division code). */
export const ZAreaAdminNode = z.object({
  id: z.number().int(),
  names: ZAllLangNames,
  get list(): z.ZodArray<typeof ZAreaAdminNode> {
    return z.array(ZAreaAdminNode);
  },
});
export type TAreaAdminNode = z.infer<typeof ZAreaAdminNode>;
