import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE, validatePersonnelField, type TEditField } from '@ascent/shared/profile';
import {
  selfApprovesFirstNode,
  buildPersonnelRequest,
  initialWidgetValues,
  toRawValue,
  toWidgetValue,
} from './personnel-values.ts';
import { shouldOpenPersonnel } from './personnel-prompt-rule.ts';

function field(partial: Partial<TEditField> & Pick<TEditField, 'key' | 'type'>): TEditField {
  return {
    id: 1,
    name: partial.key,
    defaultField: 2,
    fieldOptions: [],
    len: 0,
    isCheck: 0,
    isSelectChild: 0,
    ...partial,
  };
}

const tree = field({
  key: 'skills',
  type: FIELD_TYPE.tree,
  isCheck: 1,
  fieldOptions: [
    { optionKey: 'dev', optionValue: 'Dev', children: [{ optionKey: 'fe', optionValue: 'FE' }] },
  ],
});
const select = field({
  key: 'level',
  type: FIELD_TYPE.select,
  fieldOptions: [{ optionKey: 'a', optionValue: 'A' }],
});
const sex = field({
  key: 'sex',
  type: FIELD_TYPE.select,
  defaultField: 1,
  fieldOptions: [{ optionKey: '1', optionValue: 'M' }],
});
const dept = field({ key: 'department', type: FIELD_TYPE.tree, defaultField: 1 });
const date = field({ key: 'joined', type: FIELD_TYPE.date });
const datetime = field({ key: 'at', type: FIELD_TYPE.datetime });
const num = field({ key: 'score', type: FIELD_TYPE.number, len: 2 });
const mobile = field({ key: 'mobile', type: FIELD_TYPE.text, defaultField: 1 });

describe('toRawValue', () => {
  it('JSON-stringifies custom select and tree values', () => {
    expect(toRawValue(select, 'a')).toBe('["a"]');
    expect(toRawValue(tree, ['dev', 'fe'])).toBe('["dev","fe"]');
    expect(toRawValue(tree, [])).toBe('');
  });

  it('keeps a built-in single choice bare and the department as its id', () => {
    expect(toRawValue(sex, '1')).toBe('1');
    expect(toRawValue(dept, 42)).toBe('42');
  });

  it('formats dates and numbers as the server expects', () => {
    expect(toRawValue(date, dayjs('2024-02-29'))).toBe('2024-02-29');
    expect(toRawValue(datetime, dayjs('2024-02-29 08:05'))).toBe('2024-02-29 08:05');
    expect(toRawValue(num, 3.25)).toBe('3.25');
    expect(toRawValue(num, null)).toBe('');
  });

  it('feeds validatePersonnelField the shape it accepts', () => {
    expect(validatePersonnelField(select, toRawValue(select, 'a'))).toBeNull();
    expect(validatePersonnelField(tree, toRawValue(tree, ['dev', 'fe']))).toBeNull();
    expect(validatePersonnelField(sex, toRawValue(sex, '1'))).toBeNull();
    expect(validatePersonnelField(dept, toRawValue(dept, 42))).toBeNull();
    expect(validatePersonnelField(date, toRawValue(date, dayjs('2024-01-31')))).toBeNull();
    expect(validatePersonnelField(num, toRawValue(num, 1.234))).toBe(
      'validation.precision|{"len":2}',
    );
  });
});

describe('toWidgetValue', () => {
  it('reads stored strings back into widget values', () => {
    expect(toWidgetValue(select, '["a"]')).toBe('a');
    expect(toWidgetValue(tree, '["dev","fe"]')).toEqual(['dev', 'fe']);
    expect(toWidgetValue({ ...tree, isCheck: 0 }, '["fe"]')).toBe('fe');
    expect(toWidgetValue(dept, '42')).toBe(42);
    expect(toWidgetValue(num, '1.5')).toBe(1.5);
    expect((toWidgetValue(date, '2024-01-31') as dayjs.Dayjs).format('YYYY-MM-DD')).toBe(
      '2024-01-31',
    );
    expect(toWidgetValue(date, '2024-02-31')).toBeUndefined();
    expect(toWidgetValue(mobile, '')).toBeUndefined();
  });

  it('builds the initial form values from memberJson', () => {
    const values = initialWidgetValues({
      editField: [select, mobile],
      reject: null,
      pending: false,
      memberJson: { fields: { level: '["a"]', mobile: '13800138000' } },
    });
    expect(values).toEqual({ level: 'a', mobile: '13800138000' });
  });
});

describe('buildPersonnelRequest', () => {
  it('puts built-in keys at the top level and custom ones in fields', () => {
    const body = buildPersonnelRequest([mobile, dept, select, num], {
      mobile: '13800138000',
      department: 7,
      level: 'a',
      score: 2,
    });
    expect(body).toEqual({
      fields: { level: '["a"]', score: '2' },
      mobile: '13800138000',
      department: '7',
    });
  });
});

describe('shouldOpenPersonnel', () => {
  const base = { reject: null, memberJson: { fields: {} } };
  it('opens for a non-empty editField with nothing pending', () => {
    expect(shouldOpenPersonnel({ ...base, editField: [mobile], pending: false })).toBe(true);
    expect(shouldOpenPersonnel({ ...base, editField: [], pending: false })).toBe(false);
    expect(shouldOpenPersonnel({ ...base, editField: [mobile], pending: true })).toBe(false);
    expect(shouldOpenPersonnel(undefined)).toBe(false);
  });
});

describe('selfApprovesFirstNode', () => {
  const audit = { auditId: 1, resourceId: 2, nodeId: 3, firstNodeApprover: true };
  it('only for a pending submission whose first node the user approves, with the audit menu', () => {
    expect(selfApprovesFirstNode({ status: 'pending', audit }, ['audit'])).toBe(true);
    expect(selfApprovesFirstNode({ status: 'pending', audit }, ['course'])).toBe(false);
    expect(selfApprovesFirstNode({ status: 'pending', audit }, undefined)).toBe(false);
    expect(
      selfApprovesFirstNode({ status: 'pending', audit: { ...audit, firstNodeApprover: false } }, [
        'audit',
      ]),
    ).toBe(false);
    expect(selfApprovesFirstNode({ status: 'applied', audit: null }, ['audit'])).toBe(false);
  });
});
