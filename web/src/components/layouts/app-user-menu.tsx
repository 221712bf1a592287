import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SignOutIcon, UserIcon } from './app-icons';
import { typeaheadMatch, userMenuItems, useTypeaheadSearch } from './menu-typeahead';
import './app-shell.css';

/** An item: one of the spec's two (Mi Perfil, Cerrar Sesión), or a destination before them (its path). */
type ItemValue = string;

interface AppUserMenuProps {
  /** The button's accessible name: "Menú de usuario: " and the user's name. */
  readonly label: string;
  readonly onSignOut: () => void;
  /** The button's classes: the top bar's by default; the public header draws it as one of its links. */
  readonly buttonClassName?: string;
  /** What the button shows (the avatar and the name, or the name alone). */
  readonly children: ReactNode;
  /** Destinations listed before Mi Perfil (the public header's, by kind of account: app-navigation.tsx `userMenuEntries`). */
  readonly entries?: readonly { readonly to: string; readonly label: string }[];
}

/**
 * The user menu of the top bar and of the public header (spec §2): Mi Perfil and Cerrar Sesión, drawn
 * with plain elements and the menu pattern of ARIA: the focus goes to the list when it opens (the
 * highlighted item is its `aria-activedescendant`), the arrows, Home and End move the highlight, letters
 * search (spec §9's type-ahead, `data-typeahead`), Enter or Space choose, Escape and Tab close it and
 * give the focus back to the button, and a press outside closes it.
 */
export function AppUserMenu({ label, onSignOut, buttonClassName = 'app-button app-user-button', children, entries = [] }: AppUserMenuProps) {
  const items = [...entries.map((entry) => ({ value: entry.to, label: entry.label })), ...userMenuItems];
  const values: readonly ItemValue[] = items.map((item) => item.value);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<ItemValue | null>(null);
  const typeahead = useTypeaheadSearch();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const itemId = (value: ItemValue): string => `${id}-${value}`;

  const show = (highlight: ItemValue | null): void => {
    setHighlighted(highlight);
    setOpen(true);
  };

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    setHighlighted(null);
    typeahead.reset();
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // `close` only sets state and reads refs: the listener need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (value: ItemValue): void => {
    if (value !== 'sign-out') {
      // The link's own click, so that the router navigates as from any link.
      document.getElementById(itemId(value))?.click();
      return;
    }
    close(true);
    onSignOut();
  };

  const move = (step: 1 | -1): void => {
    const index = highlighted === null ? (step === 1 ? -1 : values.length) : values.indexOf(highlighted);
    const next = values[(index + step + values.length) % values.length];
    if (next) setHighlighted(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const search = typeahead.type(event);
    if (search !== null) {
      const match = typeaheadMatch(items, search, highlighted);
      if (match) setHighlighted(match.value);
      return;
    }
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setHighlighted(values[0] ?? null),
      End: () => setHighlighted(values[values.length - 1] ?? null),
      Escape: () => close(true),
      Tab: () => close(true),
      Enter: () => {
        if (highlighted) choose(highlighted);
      },
      ' ': () => {
        if (highlighted) choose(highlighted);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (open) {
      close(false);
      return;
    }
    // Opened with Enter or Space (a click without a pointer), it highlights its first item, as the arrows do.
    show(event.detail === 0 ? (values[0] ?? null) : null);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? (values[0] ?? null) : 'sign-out');
  };

  const itemProps = (value: ItemValue) => ({
    id: itemId(value),
    role: 'menuitem',
    tabIndex: -1,
    className: 'app-menu__item',
    'data-highlighted': highlighted === value ? '' : undefined,
    onPointerMove: () => setHighlighted(value),
    onPointerLeave: () => setHighlighted(null),
  });

  return (
    <div className="app-user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          tabIndex={-1}
          className="app-menu"
          aria-labelledby={`${id}-button`}
          aria-activedescendant={highlighted ? itemId(highlighted) : undefined}
          data-typeahead={typeahead.search}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => (
            <Link key={entry.to} {...itemProps(entry.to)} to={entry.to} onClick={() => close(false)}>
              <span>{entry.label}</span>
            </Link>
          ))}
          <Link {...itemProps('profile')} to="/profile/info" onClick={() => close(false)}>
            <UserIcon size={18} />
            <span>Mi Perfil</span>
          </Link>
          <button {...itemProps('sign-out')} type="button" onClick={() => choose('sign-out')}>
            <SignOutIcon size={18} />
            <span>Cerrar Sesión</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
