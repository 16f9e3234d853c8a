import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { menuKeyMove, openingFocus } from './menu-keys.ts';

/** One entry of a PlainMenu. */
export interface PlainMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The chosen one of a set (the language shown, the website, the page's menu entry). */
  current?: boolean;
  /** Drawn in the error colour (sign out). */
  danger?: boolean;
  /** A link: a modified click (new tab) keeps the browser's own way; a plain one calls onSelect. */
  href?: string;
  /** A link to another site, opened in a new tab (onSelect is not called). */
  external?: boolean;
  /** A line before this entry. */
  divided?: boolean;
  testId?: string;
}

export interface PlainMenuProps {
  items: readonly PlainMenuItem[];
  /** An entry was chosen (not an external link); the menu has closed and its button has the focus. */
  onSelect?: (key: string) => void;
  /** The button's contents. */
  children: ReactNode;
  /** Extra classes of the root (`plain-menu` always) and of the button (`plain-menu__button` always). */
  className?: string;
  buttonClassName?: string;
  /** data-testid of the button. */
  testId?: string;
  /** The button's tooltip. */
  title?: string;
  /** The button's accessible name, when its contents do not say it (an icon only). */
  label?: string;
  /** The side the list lines up with: the button's end (default; headers' right side) or start. */
  align?: 'start' | 'end';
  /** The button is busy (the choice is being applied): disabled, aria-busy. */
  busy?: boolean;
}

const isModified = (e: MouseEvent) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A button that opens a menu (WAI-ARIA menu button), made without the component kit so that
 * pages made without antd can have one (the login page's language switch, the learner
 * site's header). The list opens onto the current entry (or the first; ArrowDown on the
 * button the first, ArrowUp the last); arrows, Home and End move; Enter or Space choose;
 * Escape closes and gives the focus back to the button; Tab or a click outside closes it.
 */
export function PlainMenu({
  items,
  onSelect,
  children,
  className,
  buttonClassName,
  testId,
  title,
  label,
  align = 'end',
  busy = false,
}: PlainMenuProps) {
  const [open, setOpen] = useState(false);
  const focusAt = useRef(-1);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const menuItems = () => [
    ...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    menuItems()[focusAt.current]?.focus();
    const close = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const openOnto = (how: 'ArrowUp' | 'ArrowDown' | 'click') => {
    focusAt.current = openingFocus(
      how,
      items.findIndex((i) => i.current),
      items.length,
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (item: PlainMenuItem) => {
    close();
    if (!item.external) onSelect?.(item.key);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (open || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    openOnto(e.key);
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const move = menuKeyMove(
      e.key,
      list.indexOf(document.activeElement as HTMLElement),
      list.length,
    );
    if (move === null) {
      // Space chooses a link entry too (a button entry clicks itself).
      if (e.key === ' ' && (e.target as HTMLElement).tagName === 'A') {
        e.preventDefault();
        (e.target as HTMLElement).click();
      }
      return;
    }
    if (move === 'close') {
      if (e.key === 'Escape') e.preventDefault();
      close();
      return;
    }
    e.preventDefault();
    list[move]?.focus();
  };

  return (
    <div className={className ? `plain-menu ${className}` : 'plain-menu'} ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ? `plain-menu__button ${buttonClassName}` : 'plain-menu__button'}
        onClick={() => (open ? setOpen(false) : openOnto('click'))}
        onKeyDown={onButtonKey}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={busy}
        title={title}
        data-testid={testId}
      >
        {children}
      </button>
      {open ? (
        <div
          className={`plain-menu__list plain-menu__list--${align}`}
          role="menu"
          id={menuId}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => {
            const cls = `plain-menu__item${item.danger ? ' plain-menu__item--danger' : ''}`;
            const inner = (
              <>
                {item.icon ? <span className="plain-menu__icon">{item.icon}</span> : null}
                <span className="plain-menu__label">{item.label}</span>
              </>
            );
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className: cls,
              'aria-current': item.current ? ('true' as const) : undefined,
              'data-testid': item.testId,
            };
            return (
              <Fragment key={item.key}>
                {item.divided ? <div role="separator" className="plain-menu__separator" /> : null}
                {item.href !== undefined ? (
                  <a
                    {...common}
                    href={item.href}
                    target={item.external ? '_blank' : undefined}
                    rel={item.external ? 'noopener noreferrer' : undefined}
                    onClick={(e) => {
                      if (item.external || isModified(e)) {
                        setOpen(false);
                        return;
                      }
                      e.preventDefault();
                      choose(item);
                    }}
                  >
                    {inner}
                  </a>
                ) : (
                  <button {...common} type="button" onClick={() => choose(item)}>
                    {inner}
                  </button>
                )}
              </Fragment>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
