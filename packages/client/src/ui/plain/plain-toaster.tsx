import { useEffect, useRef, useState } from 'react';
import type { Notifier, ToastKind } from '../feedback/notifier.ts';
import { addToast, removeToast, toastDuration, type ShownToast } from './toast-list.ts';

/** The mark of each kind of toast: a tick, a cross, an "i", an exclamation mark. */
const MARKS: Record<ToastKind, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
};

export interface PlainToasterProps {
  /** The app's notifier: its toasts show here whenever the component kit's layer is not attached. */
  notifier: Pick<Notifier, 'attachPlain'>;
}

/**
 * The toasts of the pages made without the component kit (the login page, the exam paper),
 * drawn by the base stylesheet (`.plain-toaster`): at the top of the window, one line each,
 * gone after a few seconds; a toast with a key replaces the one before it. Mounted once on
 * every page (AppRoot); while an antd page is shown antd's toasts take over (the notifier
 * prefers the kit's layer). A live region (role=status) that exists before any toast, so a
 * screen reader reads each one as it comes.
 */
export function PlainToaster({ notifier }: PlainToasterProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    let next = 0;
    const live = timers.current;
    const dismiss = (id: number) => {
      clearTimeout(live.get(id));
      live.delete(id);
      setToasts((list) => removeToast(list, id));
    };
    notifier.attachPlain({
      show: (toast) => {
        const shown = { ...toast, id: ++next };
        // A toast replaced or pushed out keeps its timer: removing it then changes nothing.
        setToasts((list) => addToast(list, shown));
        live.set(
          shown.id,
          setTimeout(() => dismiss(shown.id), toastDuration(toast)),
        );
      },
    });
    return () => {
      notifier.attachPlain(null);
      for (const t of live.values()) clearTimeout(t);
      live.clear();
    };
  }, [notifier]);

  return (
    <div className="plain-toaster" role="status" aria-live="polite" data-testid="plain-toaster">
      {toasts.map((t) => (
        <div key={t.id} className={`plain-toast plain-toast--${t.kind}`} data-kind={t.kind}>
          <svg className="plain-toast__mark" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" />
            <path d={MARKS[t.kind]} />
          </svg>
          <span className="plain-toast__text">{t.text}</span>
        </div>
      ))}
    </div>
  );
}
