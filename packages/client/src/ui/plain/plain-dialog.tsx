import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlainDialogProps {
  open: boolean;
  /** Asked to close: Escape, the close button, or a click on the backdrop (`dismissible`). */
  onClose: () => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** The body (scrolls when long); it describes the dialog when `role` is alertdialog. */
  children?: ReactNode;
  /** The buttons (`.plain-button`), at the end of the last line. */
  footer?: ReactNode;
  /**
   * Where it shows: `center` (a dialog, a confirmation), `right` (a drawer, full height) or
   * `bottom` (a sheet from the bottom edge, as on a phone).
   */
  placement?: 'center' | 'right' | 'bottom';
  /** `alertdialog` for a question that needs an answer (confirmations). Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop closes it. Default true. */
  dismissible?: boolean;
  /** Shows the close button (x) in the head. Default true. */
  closable?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A modal dialog made without the component kit, on the native `<dialog>` element opened with
 * `showModal()`: the browser keeps focus inside it and the rest of the page inert, draws the
 * backdrop, closes it on Escape (reported through `onClose`: `open` stays the caller's) and
 * gives focus back to what had it when it closes. On opening, focus goes to the element marked
 * `data-autofocus` inside it (React's autoFocus does not reach the native dialog), else to the
 * first focusable element. `placement` makes it a centred dialog, a drawer from the right or a
 * bottom sheet. Drawn by the base stylesheet (`.plain-dialog`); the page behind does not
 * scroll while it is open. Its content is rendered only while it is open.
 */
export function PlainDialog({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  role = 'dialog',
  dismissible = true,
  closable = true,
  className,
  testId,
}: PlainDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape: the caller decides (the dialog stays open until `open` turns false).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  // Unmounted while open (the page left): the page behind must not stay inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const classes = ['plain-dialog', `plain-dialog--${placement}`, className].filter(Boolean);
  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && role === 'alertdialog' && children ? bodyId : undefined}
      data-testid={testId}
      // A click on the backdrop lands on the dialog itself (its panel fills it).
      onClick={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="plain-dialog__panel">
          <div className="plain-dialog__head">
            <h2 className="plain-dialog__title" id={titleId}>
              {title}
            </h2>
            {closable ? (
              <button
                type="button"
                className="plain-dialog__close"
                aria-label={t('ui.close')}
                title={t('ui.close')}
                onClick={onClose}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            ) : null}
          </div>
          {children !== undefined && children !== null ? (
            <div className="plain-dialog__body" id={bodyId}>
              {children}
            </div>
          ) : null}
          {footer ? <div className="plain-dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
