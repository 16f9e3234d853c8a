import { describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { createNotifier } from './notifier.ts';

const instance = () =>
  ({ error: vi.fn() }) as unknown as MessageInstance & { error: ReturnType<typeof vi.fn> };

describe('createNotifier', () => {
  it("shows a toast through the component kit's toasts once they are attached", () => {
    const notifier = createNotifier();
    const toasts = instance();
    notifier.attach(toasts);
    notifier.error('boom');
    expect(toasts.error).toHaveBeenCalledWith('boom');
  });

  it('keeps a toast raised before the kit loaded for a few seconds, then drops it', () => {
    let now = 0;
    const notifier = createNotifier(() => now);
    notifier.error('early');
    now = 1_000;
    notifier.error('recent');
    now = 5_500;
    const toasts = instance();
    notifier.attach(toasts);
    expect(toasts.error.mock.calls).toEqual([['recent']]);
    // Shown once: a later attach (a remount) shows nothing again.
    const again = instance();
    notifier.attach(again);
    expect(again.error).not.toHaveBeenCalled();
  });
});
