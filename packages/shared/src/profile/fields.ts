// The personnel fields' kinds and value formats, apart from the schemas (index.ts), so the
// first page (which decides whether to ask for personnel information) loads no zod.

/** Personnel field types of spec section 3/5. */
export const FIELD_TYPE = {
  text: 1,
  select: 2,
  number: 4,
  date: 5,
  textarea: 6,
  datetime: 7,
  tree: 8,
} as const;

export type FieldType = (typeof FIELD_TYPE)[keyof typeof FIELD_TYPE];

export const FIELD_TYPES: readonly number[] = Object.values(FIELD_TYPE);

/** defaultField: 1 built-in (mobile, department, ...), 2 custom. */
export const FIELD_ORIGIN = { builtIn: 1, custom: 2 } as const;

/** Built-in personnel keys, stored on the user row itself. */
export const BUILT_IN_FIELD_KEYS = [
  'realName',
  'mobile',
  'email',
  'sex',
  'department',
  'position',
  'birthday',
] as const;

export type BuiltInFieldKey = (typeof BUILT_IN_FIELD_KEYS)[number];

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const DATETIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export function isDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  return isRealDate(y, m, d);
}

export function isDateTime(v: string): boolean {
  if (!DATETIME_RE.test(v)) return false;
  const [date = '', time = ''] = v.split(' ');
  const [h, min] = time.split(':').map(Number) as [number, number];
  return isDate(date) && h < 24 && min < 60;
}

/** Parses a select/tree value: a JSON-stringified array of option keys (or a bare key). */
export function parseOptionValue(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String);
    return [String(parsed)];
  } catch {
    return raw ? [raw] : [];
  }
}

export function serializeOptionValue(keys: string | string[]): string {
  return JSON.stringify(Array.isArray(keys) ? keys : [keys]);
}
