import { AUDIT_TYPE, type TAuditLine } from '@ascent/shared/audit';
import { translate } from '@ascent/shared/errors';
import { codeFromLocale, LOCALES, type Locale } from '@ascent/shared/i18n';
import {
  FIELD_TYPE,
  parseOptionValue,
  type TEditField,
  type TFieldOption,
} from '@ascent/shared/profile';
import type { Actor } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PersonnelFieldRow } from './personnel.repository.ts';
import { toEditField } from './personnel.mapper.ts';

/**
 * Personnel information through approval (audit type 2): what the receipt shows the
 * approvers, and the narrow part of the audit module the personnel service uses.
 */

/** One changed field as the approvers read it: its label per language, new and old value. */
export interface PersonnelPayloadItem {
  key: string;
  label: Record<string, string>;
  /** New and old value as the applicant saw them (payloads before issue 14 have only these). */
  value: string;
  before: string;
  /** New and old value per language (zh_CN, zh_TW, en_US): option texts differ by language. */
  byLang?: Record<string, { value: string; before: string }>;
}
export interface PersonnelPayload {
  items: PersonnelPayloadItem[];
}

/** What the personnel service needs of approvals (served by the audit module). */
export interface PersonnelApprovals {
  hasActiveTemplate(tx: DbOrTx, companyId: number, type: number): Promise<boolean>;
  open(
    tx: DbOrTx,
    input: {
      companyId: number;
      type: number;
      resourceId: number;
      applicant: { userId: number; roles: string[] };
      payload: PersonnelPayload;
    },
  ): Promise<{ auditId: number; resourceId: number; nodeId: number; firstNodeApprover: boolean }>;
  /** The caller is the applicant or an approver of a receipt of `type` for one of the ids. */
  partyOfAny(actor: Actor, type: number, resourceIds: number[]): Promise<boolean>;
}

export const PERSONNEL_AUDIT_TYPE = AUDIT_TYPE.personnel;

function optionLabels(options: TFieldOption[], out = new Map<string, string>()) {
  for (const o of options) {
    out.set(o.optionKey, o.optionValue);
    if (o.children?.length) optionLabels(o.children, out);
  }
  return out;
}

/** A stored value as a person reads it: option names for choices, the department's name. */
export function displayValue(
  field: TEditField,
  raw: string,
  departmentNames: Map<number, string>,
): string {
  if (!raw) return '';
  if (field.key === 'department') return departmentNames.get(Number(raw)) ?? raw;
  if (field.type === FIELD_TYPE.select || field.type === FIELD_TYPE.tree) {
    const labels = optionLabels(field.fieldOptions ?? []);
    return parseOptionValue(raw)
      .map((k) => labels.get(k) ?? k)
      .join(', ');
  }
  return raw;
}

/** The receipt's snapshot: every submitted field with its labels, new and current value. */
export function buildPersonnelPayload(
  rows: PersonnelFieldRow[],
  fields: TEditField[],
  values: Record<string, string>,
  current: Record<string, string>,
  departmentNames: Map<number, string>,
): PersonnelPayload {
  return {
    items: fields.map((f) => {
      const row = rows.find((r) => r.key === f.key);
      const byLang = row
        ? Object.fromEntries(
            LOCALES.map((locale) => {
              const field = toEditField(row, locale);
              return [
                codeFromLocale(locale),
                {
                  value: displayValue(field, values[f.key] ?? '', departmentNames),
                  before: displayValue(field, current[f.key] ?? '', departmentNames),
                },
              ];
            }),
          )
        : undefined;
      return {
        key: f.key,
        label: { default: row?.name ?? f.name, ...(row?.langNames ?? {}) },
        value: displayValue(f, values[f.key] ?? '', departmentNames),
        before: displayValue(f, current[f.key] ?? '', departmentNames),
        ...(byLang ? { byLang } : {}),
      };
    }),
  };
}

function isPayload(p: unknown): p is PersonnelPayload {
  return !!p && Array.isArray((p as PersonnelPayload).items);
}

/** The lines of a personnel receipt in the caller's language. */
export function describePersonnel(
  payload: unknown,
  locale: Locale,
): { title: string; lines: TAuditLine[] } {
  const code = codeFromLocale(locale);
  const items = isPayload(payload) ? payload.items : [];
  return {
    title: translate('audit.typePersonnel', locale),
    lines: items.map((i) => ({
      label: i.label[code]?.trim() || i.label.default || i.key,
      value: i.byLang?.[code]?.value ?? i.value,
      before: i.byLang?.[code]?.before ?? i.before,
    })),
  };
}
