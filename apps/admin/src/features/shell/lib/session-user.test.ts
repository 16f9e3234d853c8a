import { describe, expect, it } from 'vitest';
import { ApiError } from '@ascent/client/api';
import { displayName, lostAdminRights, manageSessionPatch } from './session-user.ts';

const reply = {
  userId: 7,
  account: 'admin',
  realName: 'Ada Admin',
  portrait: '',
  companyName: 'Demo Co',
  changePassword: true,
  passwordExpire: false,
  scope: { kind: 'company' as const, departments: [] },
};

describe('the admin session', () => {
  it('fills the session user and the forced-change flags from manage/session', () => {
    expect(manageSessionPatch(reply)).toEqual({
      userInfo: { userId: 7, account: 'admin', realName: 'Ada Admin', portrait: '', units: [] },
      changePassword: true,
      passwordExpire: false,
      adminLink: true,
    });
  });

  it('greets by real name, else by account', () => {
    expect(displayName(reply)).toBe('Ada Admin');
    expect(displayName({ realName: ' ', account: 'admin' })).toBe('admin');
  });

  it('recognises a ret 7 refusal only', () => {
    expect(lostAdminRights(new ApiError({ kind: 'ret', ret: 7, message: 'no' }))).toBe(true);
    expect(lostAdminRights(new ApiError({ kind: 'ret', ret: 1, message: 'no' }))).toBe(false);
    expect(lostAdminRights(new ApiError({ kind: 'network', message: 'offline' }))).toBe(false);
    expect(lostAdminRights(null)).toBe(false);
  });
});
