import type { MessageInstance } from 'antd/es/message/interface';

/** How long a toast waits for the component kit's toasts (NotifierBridge) before it is dropped. */
const PENDING_MS = 5_000;

/**
 * Toasts for code outside React (the API client). The component kit's layer (AntdLayer) hands
 * over the context-aware instance from antd's App through NotifierBridge. Pages without the
 * kit (the login page) show their refusals in the page; a toast raised there waits a few
 * seconds for the kit, then is dropped (a late toast about another page would mislead).
 */
export interface Notifier {
  error(text: string): void;
  attach(instance: MessageInstance | null): void;
}

export function createNotifier(now: () => number = Date.now): Notifier {
  let instance: MessageInstance | null = null;
  let pending: { text: string; at: number }[] = [];
  return {
    error: (text) => {
      if (instance) void instance.error(text);
      else pending = [...pending.slice(-2), { text, at: now() }];
    },
    attach: (next) => {
      instance = next;
      if (!next) return;
      const fresh = pending.filter((p) => now() - p.at <= PENDING_MS);
      pending = [];
      for (const p of fresh) void next.error(p.text);
    },
  };
}
