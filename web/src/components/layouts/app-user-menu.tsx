import { Box, Button, Menu } from '@chakra-ui/react';
import { MENU_TYPEAHEAD_CLEAR_MS } from '@shared/constants';
import type { UserDocument } from '@shared/user';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../features/auth/display-name';
import { SignOutIcon, UserIcon } from './app-icons';
import { UserMenuButtonContent } from './app-user-avatar';

export interface TypeaheadItem {
  readonly value: string;
  readonly label: string;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-CL');

/**
 * The item a type-ahead search lands on: typing the same letter again cycles through the items that
 * start with it; several letters look for the first item, from the highlighted one on, that starts with them.
 */
export const typeaheadMatch = (items: readonly TypeaheadItem[], search: string, highlighted: string | null): TypeaheadItem | undefined => {
  const repeated = /^(.)\1+$/su.test(search);
  const query = repeated ? search.charAt(0) : search;
  const start = Math.max(0, items.findIndex((item) => item.value === highlighted));
  const offset = query.length === 1 && highlighted !== null ? 1 : 0;
  const ordered = items.map((_, index) => items[(start + offset + index) % items.length]).filter((item) => item !== undefined);
  return ordered.find((item) => fold(item.label).startsWith(fold(query)));
};

/**
 * The type-ahead of a Chakra (Ark/Zag) menu, with the clear delay of spec §9 (`MENU_TYPEAHEAD_CLEAR_MS`):
 * Zag's own type-ahead hard-codes its delay, so the menu turns it off (`typeahead={false}`) and uses
 * this one. The letters typed so far are on the menu content as `data-typeahead`.
 */
export function useMenuTypeahead(items: readonly TypeaheadItem[]) {
  const [highlightedValue, setHighlightedValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const searchRef = useRef('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (next: string): void => {
    searchRef.current = next;
    setSearch(next);
    window.clearTimeout(timer.current);
    if (next) timer.current = window.setTimeout(() => update(''), MENU_TYPEAHEAD_CLEAR_MS);
  };

  // Capture phase: before the menu's own keys, so that a space inside a search ("mi p") searches instead of selecting.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === ' ' && !searchRef.current) return;
    event.preventDefault();
    if (event.key === ' ') event.stopPropagation();
    const next = searchRef.current + event.key;
    update(next);
    const match = typeaheadMatch(items, next, highlightedValue);
    if (match) setHighlightedValue(match.value);
  };

  return {
    rootProps: {
      typeahead: false,
      highlightedValue,
      onHighlightChange: (details: { highlightedValue: string | null }) => setHighlightedValue(details.highlightedValue),
    },
    contentProps: { onKeyDownCapture, 'data-typeahead': search },
    reset: () => {
      update('');
      setHighlightedValue(null);
    },
  };
}

export const userMenuItems = [
  { value: 'profile', label: 'Mi Perfil' },
  { value: 'sign-out', label: 'Cerrar Sesión' },
] as const satisfies readonly TypeaheadItem[];

interface AppUserMenuProps {
  readonly user: UserDocument;
  readonly onSignOut: () => void;
  /** Loaded by the trigger's first press (`app-user-menu-button.tsx`): open, with the focus in it, as that press would have left it. */
  readonly openAtOnce?: boolean;
}

/** The top bar's user menu (spec §2): Mi Perfil and Cerrar Sesión. */
export function AppUserMenu({ user, onSignOut, openAtOnce = false }: AppUserMenuProps) {
  const name = displayName(user);
  const typeahead = useMenuTypeahead(userMenuItems);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openAtOnce) content.current?.focus({ preventScroll: true });
  }, [openAtOnce]);
  return (
    <Menu.Root
      {...typeahead.rootProps}
      defaultOpen={openAtOnce}
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(details) => {
        if (!details.open) typeahead.reset();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="md" px="2" gap="2" aria-label={`Menú de usuario: ${name}`}>
          <UserMenuButtonContent user={user} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the top bar's landmark. */}
      <Menu.Positioner>
        <Menu.Content ref={content} minW="48" {...typeahead.contentProps}>
          <Menu.Item value="profile" asChild>
            <Link to="/profile/info">
              <UserIcon size={18} />
              <Box as="span">Mi Perfil</Box>
            </Link>
          </Menu.Item>
          <Menu.Item value="sign-out" onSelect={onSignOut}>
            <SignOutIcon size={18} />
            <Box as="span">Cerrar Sesión</Box>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
