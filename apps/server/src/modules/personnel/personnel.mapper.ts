import type { TAdminPersonnelField } from '@ascent/shared/config';
import type { Locale } from '@ascent/shared/i18n';
import { codeFromLocale } from '@ascent/shared/i18n';
import { localizeFieldOptions, type FieldType, type TEditField } from '@ascent/shared/profile';
import type { PersonnelFieldRow } from './personnel.repository.ts';

/**
 * personnel_fields row -> editField, with the label (and the options, for the server's checks)
 * in the caller's language.
 */
export function toEditField(row: PersonnelFieldRow, locale: Locale): TEditField {
  return {
    id: row.id,
    key: row.key,
    name: row.langNames[codeFromLocale(locale)]?.trim() || row.name,
    defaultField: row.defaultField === 1 ? 1 : 2,
    type: row.type as FieldType,
    // Each option in the caller's language only (issue 14, defect 12).
    fieldOptions: localizeFieldOptions(row.fieldOptions, locale),
    len: row.len,
    isCheck: row.isCheck,
    isSelectChild: row.isSelectChild,
  };
}

/** personnel_fields row -> the admin list's entry (every locale's name). */
export function toAdminPersonnelField(row: PersonnelFieldRow): TAdminPersonnelField {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    langNames: {
      zh_CN: row.langNames.zh_CN ?? '',
      zh_TW: row.langNames.zh_TW ?? '',
      en_US: row.langNames.en_US ?? '',
    },
    defaultField: row.defaultField === 1 ? 1 : 2,
    type: row.type as FieldType,
    fieldOptions: row.fieldOptions,
    len: row.len,
    isCheck: row.isCheck,
    isSelectChild: row.isSelectChild,
    enabled: row.enabled,
    sort: row.sort,
  };
}
