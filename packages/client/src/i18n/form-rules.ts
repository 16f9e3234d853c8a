import type { FormRule } from 'antd';
import { translateRef } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { validatePersonnelField, type TEditField } from '@ascent/shared/profile';

/**
 * Turns the shared zod schemas and validators into antd Form rules, so that a form shows
 * exactly the shared rule's message (a messageRef, translated here) and the server and the
 * browser never disagree on wording.
 */

/** The part of a zod schema the rules use (structural, so callers bring their own zod). */
export interface SafeParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] };
  };
}

/** The first issue's message ref for `value` (at `path`, when given), or null when valid. */
export function firstIssueRef(
  schema: SafeParser,
  value: unknown,
  path?: readonly PropertyKey[],
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issues = result.error?.issues ?? [];
  if (!path) return issues[0]?.message ?? null;
  const match = issues.find((issue) => path.every((p, i) => String(issue.path[i]) === String(p)));
  return match?.message ?? null;
}

/** A rule from a check that returns a message ref (or null when the value is fine). */
export function refRule(check: (value: unknown) => string | null, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const ref = check(value);
      if (ref) throw new Error(translateRef(ref, locale));
    },
  };
}

/** A rule validating the field's own value against a schema for that value. */
export function zodFieldRule(schema: SafeParser, locale: Locale): FormRule {
  return refRule((value) => firstIssueRef(schema, value), locale);
}

/**
 * A rule validating one field of an object schema against the whole form (so cross-field
 * checks such as the password confirmation work). Give the dependent field `dependencies`.
 */
export function zodFormRule(schema: SafeParser, field: string, locale: Locale): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const values = { ...(form.getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const ref = firstIssueRef(schema, values, [field]);
      if (ref) throw new Error(translateRef(ref, locale));
    },
  });
}

/**
 * A rule running the shared validatePersonnelField on a personnel form value. `toRaw` turns
 * the widget's value into the string the server receives (see serializeOptionValue).
 */
export function personnelFieldRule(
  field: TEditField,
  toRaw: (value: unknown) => string,
  locale: Locale,
): FormRule {
  return refRule((value) => validatePersonnelField(field, toRaw(value)), locale);
}
