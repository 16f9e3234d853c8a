import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TAudience, TRecipient, TSendMessageRequest } from '@ascent/shared/message';

/** Who the form sends to. */
export type AudienceKind = 'all' | 'departments' | 'people';
export const AUDIENCE_KINDS: readonly AudienceKind[] = ['all', 'departments', 'people'];

/** A chosen person as the people select holds it (antd labelInValue). */
export interface PersonOption {
  value: number;
  label: string;
}

export interface SendFormValues {
  audienceKind: AudienceKind;
  departmentIds?: number[];
  people?: PersonOption[];
  title: string;
  content: string;
}

export const SEND_FORM_INITIAL: Partial<SendFormValues> = {
  audienceKind: 'all',
  departmentIds: [],
  people: [],
};

/** The audience the form's fields name. */
export function audienceOf(values: Partial<SendFormValues>): TAudience {
  if (values.audienceKind === 'departments') return { departmentIds: values.departmentIds ?? [] };
  if (values.audienceKind === 'people')
    return { userIds: (values.people ?? []).map((p) => p.value) };
  return { all: true };
}

export function toSendRequest(values: SendFormValues): TSendMessageRequest {
  return { title: values.title, content: values.content, audience: audienceOf(values) };
}

export function personLabel(p: TRecipient): string {
  return p.realName ? `${p.realName} (${p.account})` : p.account;
}

export interface DepartmentTreeOption {
  value: number;
  title: string;
  children: DepartmentTreeOption[];
}

/** The department tree as antd TreeSelect data. */
export function toTreeData(nodes: readonly TDepartmentNode[]): DepartmentTreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeData(n.list) }));
}
