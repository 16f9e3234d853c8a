import { describe, expect, it } from 'vitest';
import type { TAuditTemplate } from '@ascent/shared/audit';
import { knownPeople, toFormValues, toTemplateInput } from './template-form.ts';

const template: TAuditTemplate = {
  id: 3,
  type: 2,
  typeName: 'Personnel information change',
  name: 'Review',
  enabled: false,
  reviewingCount: 0,
  createdAt: '',
  updatedAt: '',
  nodes: [
    {
      seq: 1,
      name: 'Lead',
      langNames: { zh_CN: '组长', en_US: 'Team lead' },
      approverUserIds: [7],
      approverRoles: [],
      approvers: [{ id: 7, account: 'lee', realName: 'Lee' }],
    },
    {
      seq: 2,
      name: 'Admins',
      langNames: {},
      approverUserIds: [],
      approverRoles: ['admin'],
      approvers: [],
    },
  ],
};

describe('the template editor values', () => {
  it('round-trips a template into the create body', () => {
    expect(toTemplateInput(toFormValues(template))).toEqual({
      type: 2,
      name: 'Review',
      enabled: false,
      nodes: [
        {
          name: 'Lead',
          langNames: { zh_CN: '组长', en_US: 'Team lead' },
          approverUserIds: [7],
          approverRoles: [],
        },
        { name: 'Admins', langNames: {}, approverUserIds: [], approverRoles: ['admin'] },
      ],
    });
  });

  it('starts a new template with one empty node and fills missing parts', () => {
    expect(toFormValues(null, 2)).toMatchObject({ type: 2, enabled: true, nodes: [{ name: '' }] });
    expect(toTemplateInput({ nodes: [{}] }).nodes).toEqual([
      { name: '', langNames: {}, approverUserIds: [], approverRoles: [] },
    ]);
  });

  it('knows the people a template names', () => {
    expect(knownPeople(template)).toEqual([{ id: 7, account: 'lee', realName: 'Lee' }]);
    expect(knownPeople(null)).toEqual([]);
  });
});
