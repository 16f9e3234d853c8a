import type { FormRule } from 'antd';
import { firstIssueRef, translateRef } from '@ascent/client/i18n';
import type { Locale } from '@ascent/shared/i18n';
import type { Role } from '@ascent/shared/common';
import type { TLangNames } from '@ascent/shared/platform';
import {
  ZAuditTemplateCreate,
  type TAuditPerson,
  type TAuditTemplate,
  type TAuditTemplateCreate,
} from '@ascent/shared/audit';

/** The editor's values: a template's fields, its nodes in order. */
export interface TemplateFormValues {
  type?: number;
  name?: string;
  enabled?: boolean;
  nodes?: {
    name?: string;
    langNames?: TLangNames;
    approverUserIds?: number[];
    approverRoles?: Role[];
  }[];
}

/** The languages a node may be named in, besides the name as entered. */
export const LANG_NAME_CODES = ['zh_CN', 'zh_TW', 'en_US'] as const;

export function toFormValues(template: TAuditTemplate | null, type?: number): TemplateFormValues {
  if (!template) return { type, name: '', enabled: true, nodes: [emptyNode()] };
  return {
    type: template.type,
    name: template.name,
    enabled: template.enabled,
    nodes: template.nodes.map((n) => ({
      name: n.name,
      langNames: n.langNames,
      approverUserIds: n.approverUserIds,
      approverRoles: n.approverRoles,
    })),
  };
}

export const emptyNode = () => ({
  name: '',
  langNames: {},
  approverUserIds: [],
  approverRoles: [],
});

/** The create/update body of the editor's values. */
export function toTemplateInput(values: TemplateFormValues): TAuditTemplateCreate {
  return {
    type: values.type ?? 0,
    name: values.name ?? '',
    enabled: values.enabled ?? true,
    nodes: (values.nodes ?? []).map((n) => ({
      name: n.name ?? '',
      langNames: n.langNames ?? {},
      approverUserIds: n.approverUserIds ?? [],
      approverRoles: n.approverRoles ?? [],
    })),
  };
}

/** The people a template already names, so the editor can label them before any search. */
export function knownPeople(template: TAuditTemplate | null): TAuditPerson[] {
  return template?.nodes.flatMap((n) => n.approvers) ?? [];
}

/**
 * A rule for the field at `path` of the editor, checked with the shared schema over the whole
 * form (so "each node needs an approver" sees both of the node's approver fields).
 */
export function templateRule(path: (string | number)[], locale: Locale): FormRule {
  return (form) => ({
    validator: async () => {
      const values = toTemplateInput(form.getFieldsValue(true) as TemplateFormValues);
      const ref = firstIssueRef(ZAuditTemplateCreate, values, path);
      if (ref) throw new Error(translateRef(ref, locale));
    },
  });
}

/** The node list's own rule (at least one node), from the shared schema. */
export function nodesRule(locale: Locale) {
  return {
    validator: async (_rule: unknown, nodes: unknown) => {
      const result = ZAuditTemplateCreate.shape.nodes.safeParse(nodes ?? []);
      const issue = result.error?.issues.find((i) => i.path.length === 0);
      if (issue) throw new Error(translateRef(issue.message, locale));
    },
  };
}
