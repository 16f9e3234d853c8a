import { describe, expect, it, vi } from 'vitest';
import { openAdminSite } from './admin-handover.ts';

function fakeWindow() {
  const tab = { opener: {} as unknown, location: { href: '' } };
  const win = {
    open: vi.fn(() => tab as unknown as Window),
    location: { assign: vi.fn() } as unknown as Location,
  };
  return { win, tab };
}

describe('openAdminSite', () => {
  it('goes to the hand-over page with a fresh code', async () => {
    const { win } = fakeWindow();
    await openAdminSite(async () => 'c0de', {}, win);
    expect(win.location.assign).toHaveBeenCalledWith('/manage/handover?code=c0de');
    expect(win.open).not.toHaveBeenCalled();
  });

  it('carries the redirect and opens a new window when asked', async () => {
    const { win, tab } = fakeWindow();
    await openAdminSite(async () => 'k', { redirect: '/manage/oplog', newWindow: true }, win);
    expect(win.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('/manage/handover?code=k&redirect=%2Fmanage%2Foplog');
  });

  it('falls back to the admin site itself (its login page) without a code', async () => {
    const { win } = fakeWindow();
    await openAdminSite(() => Promise.reject(new Error('ret 7')), {}, win);
    expect(win.location.assign).toHaveBeenCalledWith('/manage');
    await openAdminSite(() => Promise.reject(new Error('x')), { redirect: '/manage/x' }, win);
    expect(win.location.assign).toHaveBeenLastCalledWith('/manage/x');
  });
});
