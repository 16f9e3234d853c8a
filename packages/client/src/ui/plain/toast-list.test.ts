import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, addToast, removeToast, toastDuration, type ShownToast } from './toast-list.ts';

const toast = (id: number, key?: string): ShownToast => ({
  id,
  kind: 'info',
  text: `toast ${id}`,
  ...(key ? { key } : {}),
});

describe('the plain toaster list', () => {
  it('adds toasts at the end, keeping the newest few', () => {
    let list: ShownToast[] = [];
    for (let id = 1; id <= MAX_TOASTS + 1; id++) list = addToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('replaces a toast of the same key in its place (one notice per key)', () => {
    let list = addToast([], toast(1, 'switch'));
    list = addToast(list, toast(2));
    list = addToast(list, toast(3, 'switch'));
    expect(list.map((t) => t.id)).toEqual([3, 2]);
  });

  it('removes a dismissed toast, and nothing when it is already gone', () => {
    const list = [toast(1), toast(2)];
    expect(removeToast(list, 1).map((t) => t.id)).toEqual([2]);
    expect(removeToast(list, 9)).toEqual(list);
  });

  it('leaves errors and warnings up a little longer', () => {
    expect(toastDuration({ kind: 'error', text: '' })).toBeGreaterThan(
      toastDuration({ kind: 'success', text: '' }),
    );
  });
});
