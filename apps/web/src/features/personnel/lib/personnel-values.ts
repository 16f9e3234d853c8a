import dayjs, { type Dayjs } from 'dayjs';
import {
  BUILT_IN_FIELD_KEYS,
  FIELD_ORIGIN,
  FIELD_TYPE,
  isDate,
  isDateTime,
  parseOptionValue,
  serializeOptionValue,
  type TEditField,
  type TEditIsInformationRequest,
  type TEditIsInformationResponse,
  type TIsInformationResponse,
} from '@ascent/shared/profile';

/**
 * Between the personnel form's widget values and the strings the server stores (spec
 * section 7: custom select and tree values JSON-stringified, numbers as strings).
 */
export type PersonnelWidgetValue = string | number | Dayjs | (string | number)[] | null | undefined;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DEPARTMENT_KEY = 'department';

export function isBuiltInField(field: Pick<TEditField, 'key' | 'defaultField'>): boolean {
  return (
    field.defaultField === FIELD_ORIGIN.builtIn &&
    (BUILT_IN_FIELD_KEYS as readonly string[]).includes(field.key)
  );
}

function optionKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((k) => k !== '');
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}

/** The string the server receives for a widget value; '' when empty. */
export function toRawValue(field: TEditField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.key === DEPARTMENT_KEY) return String(value);
  if (dayjs.isDayjs(value))
    return value.format(field.type === FIELD_TYPE.datetime ? DATETIME_FORMAT : DATE_FORMAT);
  if (field.type === FIELD_TYPE.select || field.type === FIELD_TYPE.tree) {
    const keys = optionKeys(value);
    if (keys.length === 0) return '';
    if (isBuiltInField(field) && keys.length === 1) return keys[0] ?? '';
    return serializeOptionValue(keys);
  }
  return typeof value === 'string' ? value : String(value as number);
}

/** The widget value for a stored string; undefined when empty or unreadable. */
export function toWidgetValue(field: TEditField, raw: string | undefined): PersonnelWidgetValue {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  if (field.key === DEPARTMENT_KEY) return /^\d+$/.test(value) ? Number(value) : undefined;
  switch (field.type) {
    case FIELD_TYPE.number:
      return Number.isFinite(Number(value)) ? Number(value) : undefined;
    case FIELD_TYPE.date:
      return isDate(value) ? dayjs(value) : undefined;
    case FIELD_TYPE.datetime:
      return isDateTime(value) ? dayjs(value) : undefined;
    case FIELD_TYPE.select:
      return parseOptionValue(value)[0];
    case FIELD_TYPE.tree:
      return field.isCheck === 1 ? parseOptionValue(value) : parseOptionValue(value)[0];
    default:
      return value;
  }
}

export function initialWidgetValues(
  info: TIsInformationResponse,
): Record<string, PersonnelWidgetValue> {
  const stored = info.memberJson?.fields ?? {};
  return Object.fromEntries(info.editField.map((f) => [f.key, toWidgetValue(f, stored[f.key])]));
}

/** The EditIsInformationV2 body: built-in keys at the top level, custom ones in `fields`. */
export function buildPersonnelRequest(
  fields: readonly TEditField[],
  values: Record<string, unknown>,
): TEditIsInformationRequest {
  const body: TEditIsInformationRequest = { fields: {} };
  for (const field of fields) {
    const raw = toRawValue(field, values[field.key]);
    if (isBuiltInField(field)) (body as Record<string, unknown>)[field.key] = raw;
    else body.fields[field.key] = raw;
  }
  return body;
}

/**
 * Spec s.4: after a submission that waits for approval, the audit submission is made only
 * when the company menu has the audit centre and the user approves the first node.
 */
export function selfApprovesFirstNode(
  result: TEditIsInformationResponse,
  menu: readonly string[] | undefined,
): boolean {
  return (
    result.status === 'pending' && !!result.audit?.firstNodeApprover && !!menu?.includes('audit')
  );
}
