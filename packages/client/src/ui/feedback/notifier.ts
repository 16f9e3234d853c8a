/** How long a toast waits for a layer to show it before it is dropped. */
const PENDING_MS = 5_000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** One toast: its kind, its text, and optionally a key (a newer toast of the same key replaces it). */
export interface Toast {
  kind: ToastKind;
  text: string;
  key?: string;
}

/** What shows toasts: the component kit's (NotifierBridge) or the plain toaster (PlainToaster). */
export interface ToastSink {
  show(toast: Toast): void;
}

/** A toast's text, or its text and key. */
export type ToastContent = string | { content: string; key?: string };

/**
 * Toasts for code inside and outside React (the API client, pages made without the kit), one
 * API whichever layer shows them. Two layers attach: the component kit's toasts (antd's
 * message, through NotifierBridge in AntdLayer) while an antd page is shown, and the plain
 * toaster (PlainToaster, in AppRoot, on every page) otherwise; the kit's go first when both are
 * attached. A toast raised while neither is attached (the first render) waits a few seconds for
 * one, then is dropped (a late toast about another page would mislead).
 */
export interface Notifier {
  success(toast: ToastContent): void;
  error(toast: ToastContent): void;
  info(toast: ToastContent): void;
  warning(toast: ToastContent): void;
  show(toast: Toast): void;
  /** The component kit's toasts (NotifierBridge); null when its layer unmounts. */
  attach(sink: ToastSink | null): void;
  /** The plain toaster (PlainToaster); null when it unmounts. */
  attachPlain(sink: ToastSink | null): void;
}

const toastOf = (kind: ToastKind, content: ToastContent): Toast =>
  typeof content === 'string'
    ? { kind, text: content }
    : { kind, text: content.content, ...(content.key === undefined ? {} : { key: content.key }) };

export function createNotifier(now: () => number = Date.now): Notifier {
  let kit: ToastSink | null = null;
  let plain: ToastSink | null = null;
  let pending: { toast: Toast; at: number }[] = [];

  const current = () => kit ?? plain;
  const show = (toast: Toast) => {
    const sink = current();
    if (sink) sink.show(toast);
    else pending = [...pending.slice(-2), { toast, at: now() }];
  };
  const flush = () => {
    const sink = current();
    if (!sink) return;
    const fresh = pending.filter((p) => now() - p.at <= PENDING_MS);
    pending = [];
    for (const p of fresh) sink.show(p.toast);
  };
  return {
    show,
    success: (c) => show(toastOf('success', c)),
    error: (c) => show(toastOf('error', c)),
    info: (c) => show(toastOf('info', c)),
    warning: (c) => show(toastOf('warning', c)),
    attach: (sink) => {
      kit = sink;
      flush();
    },
    attachPlain: (sink) => {
      plain = sink;
      flush();
    },
  };
}
