import type { FormInstance, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { zChangePasswordForm } from '@ascent/shared/password';
import { FIELD_TYPE, serializeOptionValue, type TEditField } from '@ascent/shared/profile';
import { zMobile } from '@ascent/shared/validators';
import { firstIssueRef, personnelFieldRule, zodFieldRule, zodFormRule } from './form-rules.ts';

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;

function validatorOf(rule: unknown, values: Record<string, unknown> = {}): Validator {
  const resolved =
    typeof rule === 'function'
      ? (rule as (form: FormInstance) => RuleObject)({
          getFieldsValue: () => values,
        } as unknown as FormInstance)
      : (rule as RuleObject);
  return resolved.validator as Validator;
}

async function messageOf(validator: Validator, value: unknown): Promise<string | null> {
  try {
    await validator({} as RuleObject, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('form rules from shared schemas', () => {
  it('zodFieldRule shows the shared message in the form locale', async () => {
    const v = validatorOf(zodFieldRule(zMobile, 'en-US'));
    expect(await messageOf(v, '12345')).toBe('Please enter a valid mobile number');
    expect(await messageOf(v, '13800138000')).toBeNull();
    expect(await messageOf(validatorOf(zodFieldRule(zMobile, 'zh-CN')), '1')).toBe(
      '请输入正确的手机号码',
    );
  });

  it('zodFormRule checks one field against the whole form (password confirmation)', async () => {
    const schema = zChangePasswordForm({ strong: true, account: 'alice' });
    const confirm = validatorOf(zodFormRule(schema, 'confirm', 'en-US'), {
      newpass: 'Good@Pass73',
    });
    expect(await messageOf(confirm, 'Other@Pass73')).toBe('Two times passwords are not consistent');
    expect(await messageOf(confirm, 'Good@Pass73')).toBeNull();
    const newpass = validatorOf(zodFormRule(schema, 'newpass', 'en-US'), {});
    expect(await messageOf(newpass, 'short')).toBe('The password must be 8 to 160 characters');
    expect(await messageOf(newpass, undefined)).toBe('Please enter the new password');
  });

  it('firstIssueRef returns the ref at a path, or null', () => {
    const schema = zChangePasswordForm({ strong: false });
    expect(firstIssueRef(schema, { newpass: '12345678', confirm: '' }, ['confirm'])).toBe(
      'password.confirmRequired',
    );
    expect(
      firstIssueRef(schema, { newpass: '12345678', confirm: '12345678' }, ['newpass']),
    ).toBeNull();
  });
});

describe('personnelFieldRule', () => {
  const select: TEditField = {
    id: 1,
    key: 'level',
    name: 'Level',
    defaultField: 2,
    type: FIELD_TYPE.select,
    fieldOptions: [{ optionKey: 'a', optionValue: 'A' }],
    len: 0,
    isCheck: 0,
    isSelectChild: 0,
  };
  const toRaw = (v: unknown) =>
    v === undefined || v === null || v === '' ? '' : serializeOptionValue(String(v));

  it('gives "Please select {name}" for an empty choice and accepts a known option', async () => {
    const v = validatorOf(personnelFieldRule(select, toRaw, 'en-US'));
    expect(await messageOf(v, undefined)).toBe('Please select Level');
    expect(await messageOf(v, 'zz')).toBe('Please choose one of the offered options');
    expect(await messageOf(v, 'a')).toBeNull();
  });

  it('uses the shared text limit with the zh-TW wording', async () => {
    const text: TEditField = { ...select, key: 'nick', name: '暱稱', type: FIELD_TYPE.text };
    const v = validatorOf(personnelFieldRule(text, (x) => String(x ?? ''), 'zh-TW'));
    expect(await messageOf(v, '')).toBe('請輸入暱稱');
    expect(await messageOf(v, 'x'.repeat(51))).toBe('不能超過 50 個字元');
  });
});
