import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import {
  BUILT_IN_FIELD_KEYS,
  FIELD_TYPE,
  ZFieldOption,
  ZFieldType,
  type BuiltInFieldKey,
  type FieldType,
  type TFieldOption,
} from '../profile/index.ts';
import { ZAllLangNames } from '../platform/index.ts';
import { zId, zRequiredText } from '../validators/index.ts';
import { zLangNames, zSwitch } from './fields.ts';

/** Personnel information fields (editField of spec s.3) as the admin site edits them. */

export const PERSONNEL_FIELD_TYPES = [
  FIELD_TYPE.text,
  FIELD_TYPE.select,
  FIELD_TYPE.number,
  FIELD_TYPE.date,
  FIELD_TYPE.textarea,
  FIELD_TYPE.datetime,
  FIELD_TYPE.tree,
] as const;

/**
 * Built-in fields are stored on the user row, so each has the one type its column holds.
 * The department's choices are the department tree (no options of its own); the sex
 * options' keys are the stored values 1 (male) and 2 (female).
 */
export const BUILT_IN_FIELD_TYPE: Record<BuiltInFieldKey, FieldType> = {
  realName: FIELD_TYPE.text,
  mobile: FIELD_TYPE.text,
  email: FIELD_TYPE.text,
  sex: FIELD_TYPE.select,
  department: FIELD_TYPE.tree,
  position: FIELD_TYPE.text,
  birthday: FIELD_TYPE.date,
};
export const SEX_OPTION_KEYS = ['1', '2'] as const;

export const isBuiltInFieldKey = (key: string): key is BuiltInFieldKey =>
  (BUILT_IN_FIELD_KEYS as readonly string[]).includes(key);

export const PERSONNEL_FIELD_KEY_RE = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;
export const OPTION_KEY_RE = /^[A-Za-z0-9_-]{1,32}$/;
export const FIELD_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 50;
export const OPTION_MAX_DEPTH = 5;
export const OPTION_MAX_COUNT = 500;
/** Decimal places a number field may ask for. */
export const NUMBER_PRECISION_MAX = 6;

const zOption: z.ZodType<TFieldOption> = z.lazy(() =>
  z
    .object(
      {
        optionKey: z
          .string({ error: messageRef('field.optionKey') })
          .trim()
          .regex(OPTION_KEY_RE, { error: messageRef('field.optionKey') }),
        optionValue: zRequiredText(OPTION_VALUE_MAX),
        langNames: zLangNames(OPTION_VALUE_MAX).optional(),
        children: z
          .array(zOption, { error: messageRef('common.parameterError') })
          .max(OPTION_MAX_COUNT)
          .optional(),
      },
      { error: messageRef('common.parameterError') },
    )
    .strict(),
);

function walk(options: TFieldOption[], depth = 1, out: { key: string; depth: number }[] = []) {
  for (const o of options) {
    out.push({ key: o.optionKey, depth });
    if (o.children?.length) walk(o.children, depth + 1, out);
  }
  return out;
}

/**
 * The rules that tie a field's parts together (its key, type and options): a message ref
 * for the first problem, or null. The server and the editor run the same check.
 */
export function personnelFieldShapeProblem(f: {
  key: string;
  type: number;
  fieldOptions: TFieldOption[];
}): string | null {
  if (isBuiltInFieldKey(f.key) && f.type !== BUILT_IN_FIELD_TYPE[f.key])
    return messageRef('field.builtInType');
  const takesOptions =
    (f.type === FIELD_TYPE.select || f.type === FIELD_TYPE.tree) && f.key !== 'department';
  if (!takesOptions) return f.fieldOptions.length ? messageRef('field.noOptions') : null;
  if (!f.fieldOptions.length) return messageRef('field.optionsRequired');
  const all = walk(f.fieldOptions);
  if (all.length > OPTION_MAX_COUNT)
    return messageRef('field.optionCount', { max: OPTION_MAX_COUNT });
  const seen = new Set<string>();
  for (const o of all) {
    if (seen.has(o.key)) return messageRef('field.optionKeyTaken', { key: o.key });
    seen.add(o.key);
  }
  const deepest = Math.max(...all.map((o) => o.depth));
  if (f.type === FIELD_TYPE.select && deepest > 1) return messageRef('field.optionChildren');
  if (deepest > OPTION_MAX_DEPTH) return messageRef('field.optionDepth', { max: OPTION_MAX_DEPTH });
  if (f.key === 'sex' && all.some((o) => !(SEX_OPTION_KEYS as readonly string[]).includes(o.key)))
    return messageRef('field.sexOptions');
  return null;
}

const fieldParts = {
  key: z
    .string({ error: messageRef('field.key') })
    .trim()
    .regex(PERSONNEL_FIELD_KEY_RE, { error: messageRef('field.key') }),
  name: zRequiredText(FIELD_NAME_MAX),
  langNames: zLangNames(FIELD_NAME_MAX).default({ zh_CN: '', zh_TW: '', en_US: '' }),
  type: z
    .number({ error: messageRef('validation.option') })
    .refine((t) => (PERSONNEL_FIELD_TYPES as readonly number[]).includes(t), {
      error: messageRef('validation.option'),
    }),
  fieldOptions: z
    .array(zOption, { error: messageRef('common.parameterError') })
    .max(OPTION_MAX_COUNT, {
      error: messageRef('field.optionCount', { max: OPTION_MAX_COUNT }),
    })
    .default([]),
  /** Number fields: decimal places. */
  len: z
    .number({ error: messageRef('validation.range', { min: 0, max: NUMBER_PRECISION_MAX }) })
    .int({ error: messageRef('validation.range', { min: 0, max: NUMBER_PRECISION_MAX }) })
    .min(0, { error: messageRef('validation.range', { min: 0, max: NUMBER_PRECISION_MAX }) })
    .max(NUMBER_PRECISION_MAX, {
      error: messageRef('validation.range', { min: 0, max: NUMBER_PRECISION_MAX }),
    })
    .default(0),
  /** Tree fields: 1 = several choices. */
  isCheck: zSwitch.default(0),
  /** Tree fields: 1 = only leaves may be chosen. */
  isSelectChild: zSwitch.default(0),
  /** Listed in the completion form (every listed field is required, spec s.5). */
  enabled: z.boolean({ error: messageRef('common.parameterError') }).default(true),
};

const withShape = <T extends { key: string; type: number; fieldOptions: TFieldOption[] }>(
  v: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  const problem = personnelFieldShapeProblem(v);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message: problem,
      path: [problem.startsWith('field.builtInType') ? 'type' : 'fieldOptions'],
    });
};

export const ZPersonnelFieldCreate = z.object(fieldParts).strict().superRefine(withShape);
export type TPersonnelFieldCreate = z.infer<typeof ZPersonnelFieldCreate>;

/** The key is sent too (so the shape rules can run) but cannot change. */
export const ZPersonnelFieldUpdate = z
  .object({ id: zId, ...fieldParts })
  .strict()
  .superRefine(withShape);
export type TPersonnelFieldUpdate = z.infer<typeof ZPersonnelFieldUpdate>;

export const ZPersonnelFieldReorder = z
  .object({
    ids: z
      .array(zId, { error: messageRef('common.parameterError') })
      .min(1, { error: messageRef('validation.required') })
      .max(500, { error: messageRef('common.parameterError') })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: messageRef('validation.duplicate'),
      }),
  })
  .strict();

/**
 * `manage/personnel-field/request`: ask everyone (departmentId null) or one department with
 * its sub-departments to (re)complete their personnel information.
 */
export const ZPersonnelInfoRequest = z
  .object({
    departmentId: z
      .number({ error: messageRef('common.parameterError') })
      .int({ error: messageRef('common.parameterError') })
      .positive({ error: messageRef('common.parameterError') })
      .max(2_147_483_647, { error: messageRef('common.parameterError') })
      .nullable()
      .default(null),
  })
  .strict();
export type TPersonnelInfoRequest = z.infer<typeof ZPersonnelInfoRequest>;

/** A field in the admin list. */
export const ZAdminPersonnelField = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  langNames: ZAllLangNames,
  /** 1 built-in (stored on the user), 2 custom. */
  defaultField: z.literal([1, 2]),
  type: ZFieldType,
  fieldOptions: z.array(ZFieldOption),
  len: z.number().int(),
  isCheck: z.number().int(),
  isSelectChild: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type TAdminPersonnelField = z.infer<typeof ZAdminPersonnelField>;

export const ZPersonnelInfoRequested = z.object({
  /** How many users were asked. */
  count: z.number().int(),
});
export type TPersonnelInfoRequested = z.infer<typeof ZPersonnelInfoRequested>;
