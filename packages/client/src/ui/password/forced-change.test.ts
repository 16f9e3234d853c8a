import { describe, expect, it } from 'vitest';
import { decideForcedChange, forcedChangeMessageKey, passwordPolicyOf } from './forced-change.ts';

const on = { useChangepassword: 1 };
const off = { useChangepassword: 0 };

describe('decideForcedChange', () => {
  it('waits for the company config when a flag is set', () => {
    expect(
      decideForcedChange({ changePassword: true, passwordExpire: false, companyInfo: null }),
    ).toEqual({
      reason: null,
      waiting: true,
      clearFlags: false,
    });
    expect(
      decideForcedChange({ changePassword: false, passwordExpire: false, companyInfo: null })
        .waiting,
    ).toBe(false);
  });

  it('shows for first login or expiry when the company forces changes', () => {
    expect(
      decideForcedChange({ changePassword: true, passwordExpire: true, companyInfo: on }).reason,
    ).toBe('firstLogin');
    expect(
      decideForcedChange({ changePassword: false, passwordExpire: true, companyInfo: on }).reason,
    ).toBe('expired');
    expect(
      decideForcedChange({ changePassword: false, passwordExpire: false, companyInfo: on }),
    ).toEqual({
      reason: null,
      waiting: false,
      clearFlags: false,
    });
  });

  it('clears the flags when useChangepassword is not 1', () => {
    expect(
      decideForcedChange({ changePassword: true, passwordExpire: false, companyInfo: off }),
    ).toEqual({
      reason: null,
      waiting: false,
      clearFlags: true,
    });
    expect(
      decideForcedChange({ changePassword: false, passwordExpire: false, companyInfo: off })
        .clearFlags,
    ).toBe(false);
  });

  it('maps reasons to the shared messages and builds the policy', () => {
    expect(forcedChangeMessageKey('firstLogin')).toBe('password.changeFirstLogin');
    expect(forcedChangeMessageKey('expired')).toBe('password.changeExpired');
    expect(passwordPolicyOf({ useStrongPass: 1 }, 'alice')).toEqual({
      strong: true,
      account: 'alice',
    });
    expect(passwordPolicyOf(null, undefined)).toEqual({ strong: false, account: '' });
  });
});
