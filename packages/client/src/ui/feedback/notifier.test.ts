import { describe, expect, it, vi } from 'vitest';
import { createNotifier, type Toast, type ToastSink } from './notifier.ts';

const sink = () => {
  const shown: Toast[] = [];
  const s: ToastSink & { shown: Toast[] } = { shown, show: vi.fn((t: Toast) => shown.push(t)) };
  return s;
};

describe('createNotifier', () => {
  it("shows a toast through the component kit's toasts once they are attached", () => {
    const notifier = createNotifier();
    const kit = sink();
    notifier.attach(kit);
    notifier.error('boom');
    expect(kit.shown).toEqual([{ kind: 'error', text: 'boom' }]);
  });

  it('shows every kind, with its key when given', () => {
    const notifier = createNotifier();
    const plain = sink();
    notifier.attachPlain(plain);
    notifier.success('saved');
    notifier.info('time is up');
    notifier.warning({ content: 'left 1 time', key: 'switch' });
    notifier.error({ content: 'no network' });
    expect(plain.shown).toEqual([
      { kind: 'success', text: 'saved' },
      { kind: 'info', text: 'time is up' },
      { kind: 'warning', text: 'left 1 time', key: 'switch' },
      { kind: 'error', text: 'no network' },
    ]);
  });

  it('shows toasts on a page without the kit through the plain toaster', () => {
    const notifier = createNotifier();
    const plain = sink();
    notifier.attachPlain(plain);
    notifier.error('refused');
    expect(plain.shown).toEqual([{ kind: 'error', text: 'refused' }]);
  });

  it("prefers the kit's toasts while both are attached, and the plain ones once it leaves", () => {
    const notifier = createNotifier();
    const plain = sink();
    const kit = sink();
    notifier.attachPlain(plain);
    notifier.attach(kit);
    notifier.info('on an antd page');
    expect(kit.shown.map((t) => t.text)).toEqual(['on an antd page']);
    expect(plain.shown).toEqual([]);
    // An antd page left for a page made without the kit.
    notifier.attach(null);
    notifier.info('on the exam paper');
    expect(plain.shown.map((t) => t.text)).toEqual(['on the exam paper']);
  });

  it('keeps a toast raised before any layer attached for a few seconds, then drops it', () => {
    let now = 0;
    const notifier = createNotifier(() => now);
    notifier.error('early');
    now = 1_000;
    notifier.error('recent');
    now = 5_500;
    const plain = sink();
    notifier.attachPlain(plain);
    expect(plain.shown).toEqual([{ kind: 'error', text: 'recent' }]);
    // Shown once: a later attach (a remount) shows nothing again.
    const again = sink();
    notifier.attach(again);
    expect(again.show).not.toHaveBeenCalled();
  });

  it('keeps at most the last three waiting toasts', () => {
    const notifier = createNotifier(() => 0);
    for (const text of ['1', '2', '3', '4']) notifier.warning(text);
    const kit = sink();
    notifier.attach(kit);
    expect(kit.shown.map((t) => t.text)).toEqual(['2', '3', '4']);
  });
});
