import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { createSessionStore, sessionStorageKeys } from './session-store.ts';

const login = {
  token: 'tok-1',
  expiresIn: 7200,
  refreshToken: 'ref-1',
  isAdmin: true,
  canManage: true,
  changePassword: true,
  passwordExpire: false,
};

describe('session store', () => {
  it('has the spec defaults', () => {
    const s = createSessionStore({ storage: null }).getState();
    expect(s.lang).toBe('zh-CN');
    expect(s.platform).toBe('web');
    expect(s.isTeacher).toBe(4);
    expect(s.token).toBe('');
    expect(s.langArr).toEqual(['zh-CN', 'zh-TW', 'en-US']);
  });

  it('stores the access token under access_token and the expiry as now + (expiresIn/60 - 30) minutes', () => {
    const storage = createMemoryStorage();
    const now = 1_700_000_000_000;
    const store = createSessionStore({ storage, now: () => now });
    store.signIn(login);
    const state = store.getState();
    // 7200 s = 120 min; minus the 30-minute margin = 90 min.
    expect(state.tokenExpiry).toBe(now + 90 * 60_000);
    expect(storage.dump()).toEqual({
      access_token: 'tok-1',
      refresh_token: 'ref-1',
      token_expiry: String(now + 90 * 60_000),
    });
    expect(state.adminLink).toBe(true);
    expect(state.changePassword).toBe(true);
    expect(store.isExpired(now + 90 * 60_000 - 1)).toBe(false);
    expect(store.isExpired(now + 90 * 60_000)).toBe(true);
  });

  it('restores the persisted pieces and keeps a separate session per prefix', () => {
    const storage = createMemoryStorage({
      access_token: 'web',
      manage_access_token: 'admin',
      manage_lang: 'en-US',
    });
    expect(createSessionStore({ storage }).getState().token).toBe('web');
    const admin = createSessionStore({ storage, prefix: 'manage_' });
    expect(admin.getState().token).toBe('admin');
    expect(admin.getState().lang).toBe('en-US');
    expect(admin.keys).toEqual(sessionStorageKeys('manage_'));
  });

  it('persists the language and ignores an unknown stored one', () => {
    const storage = createMemoryStorage({ lang: 'fr-FR' });
    const store = createSessionStore({ storage });
    expect(store.getState().lang).toBe('zh-CN');
    store.setState({ lang: 'zh-TW' });
    expect(storage.getItem('lang')).toBe('zh-TW');
  });

  it('signOut clears tokens and user but keeps lang; listeners run only on change', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.signIn(login);
    store.setState({ lang: 'en-US' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ lang: 'en-US' });
    expect(listener).not.toHaveBeenCalled();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBe('');
    expect(store.getState().lang).toBe('en-US');
    expect(storage.dump()).toEqual({ lang: 'en-US' });
  });
});
