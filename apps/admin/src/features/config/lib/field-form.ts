import type { TAdminPersonnelField, TPersonnelFieldCreate } from '@ascent/shared/config';
import { BUILT_IN_FIELD_TYPE, isBuiltInFieldKey } from '@ascent/shared/config';
import { FIELD_TYPE } from '@ascent/shared/profile';
import { tidyOptions } from './option-tree.ts';

/** The personnel field editor's values: the create request's shape. */
export type FieldFormValues = TPersonnelFieldCreate;

export const emptyField = (): FieldFormValues => ({
  key: '',
  name: '',
  langNames: { zh_CN: '', zh_TW: '', en_US: '' },
  type: FIELD_TYPE.text,
  fieldOptions: [],
  len: 0,
  isCheck: 0,
  isSelectChild: 0,
  enabled: true,
});

export const fieldToForm = (f: TAdminPersonnelField): FieldFormValues => ({
  key: f.key,
  name: f.name,
  langNames: f.langNames,
  type: f.type,
  fieldOptions: f.fieldOptions,
  len: f.len,
  isCheck: f.isCheck === 1 ? 1 : 0,
  isSelectChild: f.isSelectChild === 1 ? 1 : 0,
  enabled: f.enabled,
});

/** Whether the editor shows the option list for this key and type. */
export const takesOptions = (key: string, type: number) =>
  key !== 'department' && (type === FIELD_TYPE.select || type === FIELD_TYPE.tree);

/** The request: a built-in key gets its fixed type; options only where they are used. */
export function formToRequest(v: FieldFormValues): TPersonnelFieldCreate {
  const key = v.key.trim();
  const type = isBuiltInFieldKey(key) ? BUILT_IN_FIELD_TYPE[key] : v.type;
  return {
    ...v,
    key,
    type,
    fieldOptions: takesOptions(key, type) ? tidyOptions(v.fieldOptions ?? []) : [],
    len: type === FIELD_TYPE.number ? (v.len ?? 0) : 0,
  };
}
