import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPE,
  serializeOptionValue,
  validatePersonnelField,
  validatePersonnelInfo,
  type TEditField,
} from './index.ts';

const field = (over: Partial<TEditField>): TEditField => ({
  id: 1,
  key: 'f',
  name: 'Field',
  defaultField: 2,
  type: FIELD_TYPE.text,
  fieldOptions: [],
  len: 0,
  isCheck: 0,
  isSelectChild: 0,
  ...over,
});

describe('validatePersonnelField (spec s.5)', () => {
  it("without the options (the learner's form) checks the count of choices, not the keys", () => {
    const select = field({ type: FIELD_TYPE.select, fieldOptions: undefined });
    expect(validatePersonnelField(select, serializeOptionValue('any'))).toBeNull();
    expect(validatePersonnelField(select, '["a","b"]')).toBe('validation.option');
    const tree = field({ type: FIELD_TYPE.tree, fieldOptions: undefined, isCheck: 0 });
    expect(validatePersonnelField(tree, '["a"]')).toBeNull();
    expect(validatePersonnelField(tree, '["a","b"]')).toBe('validation.option');
    expect(validatePersonnelField({ ...tree, isCheck: 1 }, '["a","b"]')).toBeNull();
    // With them (the server), an unknown key is refused.
    const known = field({
      type: FIELD_TYPE.select,
      fieldOptions: [{ optionKey: 'a', optionValue: 'A' }],
    });
    expect(validatePersonnelField(known, '["zz"]')).toBe('validation.option');
  });

  it('requires every field with enter/select wording', () => {
    expect(validatePersonnelField(field({}), '  ')).toBe('validation.enter|{"name":"Field"}');
    expect(validatePersonnelField(field({ type: FIELD_TYPE.select }), '')).toBe(
      'validation.select|{"name":"Field"}',
    );
  });
  it('text max 50, textarea max 500', () => {
    expect(validatePersonnelField(field({}), 'x'.repeat(50))).toBeNull();
    expect(validatePersonnelField(field({}), 'x'.repeat(51))).toBe('validation.tooLong|{"max":50}');
    expect(
      validatePersonnelField(field({ type: FIELD_TYPE.textarea }), 'x'.repeat(500)),
    ).toBeNull();
    expect(validatePersonnelField(field({ type: FIELD_TYPE.textarea }), 'x'.repeat(501))).toBe(
      'validation.tooLong|{"max":500}',
    );
  });
  it('mobile: max 11 and the mobile rule', () => {
    const mobile = field({ key: 'mobile', defaultField: 1 });
    expect(validatePersonnelField(mobile, '13812345678')).toBeNull();
    expect(validatePersonnelField(mobile, '138123456780')).toBe('validation.mobile');
    expect(validatePersonnelField(mobile, '12345678901')).toBe('validation.mobile');
  });
  it('number with precision len', () => {
    const n = field({ type: FIELD_TYPE.number, len: 2 });
    expect(validatePersonnelField(n, '3.14')).toBeNull();
    expect(validatePersonnelField(n, '3.141')).toBe('validation.precision|{"len":2}');
    expect(validatePersonnelField(n, 'abc')).toBe('validation.number');
    expect(validatePersonnelField(field({ type: FIELD_TYPE.number }), '3.1')).toBe(
      'validation.precision|{"len":0}',
    );
  });
  it('date YYYY-MM-DD and datetime YYYY-MM-DD HH:mm, real calendar days', () => {
    const d = field({ type: FIELD_TYPE.date });
    expect(validatePersonnelField(d, '2026-02-28')).toBeNull();
    expect(validatePersonnelField(d, '2026-02-30')).toBe('validation.date');
    expect(validatePersonnelField(d, '2026/02/01')).toBe('validation.date');
    const dt = field({ type: FIELD_TYPE.datetime });
    expect(validatePersonnelField(dt, '2026-02-28 23:59')).toBeNull();
    expect(validatePersonnelField(dt, '2026-02-28 24:00')).toBe('validation.datetime');
  });
  it('select must be one offered option', () => {
    const s = field({
      type: FIELD_TYPE.select,
      fieldOptions: [{ optionKey: 'a', optionValue: 'A' }],
    });
    expect(validatePersonnelField(s, serializeOptionValue('a'))).toBeNull();
    expect(validatePersonnelField(s, serializeOptionValue('b'))).toBe('validation.option');
    expect(validatePersonnelField(s, serializeOptionValue(['a', 'a']))).toBe('validation.option');
  });
  it('tree: multi only with isCheck 1, leaves only with isSelectChild 1', () => {
    const options = [
      {
        optionKey: 'p',
        optionValue: 'P',
        children: [
          { optionKey: 'c1', optionValue: 'C1' },
          { optionKey: 'c2', optionValue: 'C2' },
        ],
      },
    ];
    const single = field({ type: FIELD_TYPE.tree, fieldOptions: options });
    expect(validatePersonnelField(single, serializeOptionValue(['c1']))).toBeNull();
    expect(validatePersonnelField(single, serializeOptionValue(['p']))).toBeNull();
    expect(validatePersonnelField(single, serializeOptionValue(['c1', 'c2']))).toBe(
      'validation.option',
    );
    const multiLeaf = field({
      type: FIELD_TYPE.tree,
      fieldOptions: options,
      isCheck: 1,
      isSelectChild: 1,
    });
    expect(validatePersonnelField(multiLeaf, serializeOptionValue(['c1', 'c2']))).toBeNull();
    expect(validatePersonnelField(multiLeaf, serializeOptionValue(['p']))).toBe(
      'validation.parentNotSelectable',
    );
  });
  it('department must be a numeric id', () => {
    const dept = field({ key: 'department', defaultField: 1, type: FIELD_TYPE.tree });
    expect(validatePersonnelField(dept, '12')).toBeNull();
    expect(validatePersonnelField(dept, 'x')).toBe('validation.department');
    expect(validatePersonnelField(dept, '')).toBe('validation.select|{"name":"Field"}');
  });
  it('validatePersonnelInfo reports every bad field by key', () => {
    const errors = validatePersonnelInfo([field({ key: 'a' }), field({ key: 'b' })], { a: 'ok' });
    expect(errors).toEqual({ b: 'validation.enter|{"name":"Field"}' });
  });
});
