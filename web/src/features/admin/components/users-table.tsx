import { Box, Button, HStack, Link as ChakraLink, Skeleton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { AdminUserSummary } from '@shared/admin';
import { messages } from '@shared/messages';
import { formatRut } from '@shared/rut';
import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import type { AdminUsersFilters } from '../api/get-users';
import { useUsers } from '../api/get-users';
import { formatDate } from '@shared/format/date';
import { fullName } from '@shared/format/names';
import { countOf } from '@shared/format/plural';
import { planLabel } from '../format';
import { AccountStateBadges, EnterpriseBadge, UserTypeBadge } from './user-badges';

const personName = (user: Pick<AdminUserSummary, 'firstName' | 'lastName'>): string => fullName(user) ?? (`${user.firstName} ${user.lastName}`.trim() || 'Sin nombre');
/** A company by its razón social (its contact's name below it); a person by their name. */
const displayedName = (user: Pick<AdminUserSummary, 'firstName' | 'lastName' | 'companyName'>): string => user.companyName ?? personName(user);

/** Where a user's card (below 768 px) shows a column: its title, the title's corner, a line of its own, the line of facts or the badges. */
type CardPlace = 'title' | 'corner' | 'line' | 'fact' | 'badges';

/** One column of the users list, for the table's heading and cells and for the cards alike. */
interface UserColumn {
  readonly header: string;
  readonly card: CardPlace;
  /** In the card's line of facts, the words before the value (`RUT 12.345.678-5`). */
  readonly factLabel?: string;
  readonly cellProps?: Table.CellProps;
  readonly show: (user: AdminUserSummary, listUrl: string) => ReactNode;
}

const columns: readonly UserColumn[] = [
  {
    header: 'Nombre o razón social',
    card: 'title',
    show: (user, listUrl) => (
      <Stack gap="0">
        <HStack gap="2" wrap="wrap">
          <ChakraLink asChild color="teal.800" fontWeight="semibold">
            <Link to={`/admin/users/${encodeURIComponent(user.uid)}`} state={{ from: listUrl }}>
              {displayedName(user)}
            </Link>
          </ChakraLink>
          {user.signupIntent === 'enterprise' ? <EnterpriseBadge /> : null}
        </HStack>
        {user.companyName ? (
          <Text as="span" fontSize="xs" color="gray.600">
            Contacto: {personName(user)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { header: 'Correo electrónico', card: 'line', cellProps: { color: 'gray.700' }, show: (user) => user.email },
  { header: 'RUT', card: 'fact', factLabel: 'RUT', cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, show: (user) => formatRut(user.rut) },
  { header: 'Tipo', card: 'corner', show: (user) => <UserTypeBadge userType={user.userType} /> },
  { header: 'Estado', card: 'badges', show: (user) => <AccountStateBadges activated={user.activated} disabled={user.disabled} /> },
  {
    header: 'Plan',
    card: 'fact',
    show: (user) => (
      <Text as="span" color={user.plan ? 'gray.900' : 'gray.600'}>
        {planLabel(user.plan)}
      </Text>
    ),
  },
  { header: 'Creado', card: 'fact', factLabel: 'Creado el', cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, show: (user) => formatDate(user.createdAt) },
];

const placed = (place: CardPlace) => columns.filter((column) => column.card === place);

/** A user as a card: every column of the table, laid out for a narrow screen. */
function UserCard({ user, listUrl }: { readonly user: AdminUserSummary; readonly listUrl: string }) {
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="flex-start" gap="2">
        {placed('title').map((column) => (
          <Box key={column.header} fontSize="md">
            {column.show(user, listUrl)}
          </Box>
        ))}
        {placed('corner').map((column) => (
          <Fragment key={column.header}>{column.show(user, listUrl)}</Fragment>
        ))}
      </HStack>
      {placed('line').map((column) => (
        <Text key={column.header} fontSize="sm" color="gray.700" wordBreak="break-all">
          {column.show(user, listUrl)}
        </Text>
      ))}
      <Text fontSize="sm" color="gray.700">
        {placed('fact').map((column, index) => (
          <Fragment key={column.header}>
            {index > 0 ? ' · ' : ''}
            {column.factLabel ? `${column.factLabel} ` : ''}
            {column.show(user, listUrl)}
          </Fragment>
        ))}
      </Text>
      <HStack gap="1.5" wrap="wrap">
        {placed('badges').map((column) => (
          <Fragment key={column.header}>{column.show(user, listUrl)}</Fragment>
        ))}
      </HStack>
    </Stack>
  );
}

function TableFrame({ children, busy }: { readonly children: ReactNode; readonly busy?: boolean }) {
  return (
    // Below ~900 px the table scrolls sideways inside its frame; the frame is focusable so that a keyboard can scroll it.
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" borderRadius="xl" bg="white" tabIndex={0} role="region" aria-label="Usuarios" aria-busy={busy}>
      <Table.Root size="sm" minW="900px" interactive={!busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s" data-testid="users-table">
        <Table.Caption srOnly>Usuarios de la plataforma</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} scope="col" color="gray.700" fontWeight="semibold" py="3">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The users list: a table of the pages loaded so far, and "Cargar más" while there are more. */
export function UsersTable({ filters }: { readonly filters: AdminUsersFilters }) {
  const users = useUsers(filters);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' } as const, { ssr: false });
  const location = useLocation();
  // The detail's "Volver" returns to this list with its filters.
  const listUrl = `${location.pathname}${location.search}`;

  if (users.isPending) {
    return (
      <TableFrame busy>
        {[0, 1, 2, 3, 4].map((row) => (
          <Table.Row key={row}>
            {columns.map((column) => (
              <Table.Cell key={column.header} py="3">
                <Skeleton height="4" />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </TableFrame>
    );
  }
  // A failed first page; a failed next page keeps what was loaded (below).
  if (users.data === undefined) {
    return (
      <Stack gap="3" align="flex-start">
        <FormAlert status="error" message={messages['loading/admin-users']} />
        <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }

  const rows = users.data.pages.flatMap((page) => page.users);
  if (rows.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="8" textAlign="center" color="gray.600" bg="white" role="status">
        No encontramos usuarios con estos filtros.
      </Box>
    );
  }

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600" role="status" aria-live="polite">
        Mostrando {countOf(rows.length, 'usuario', 'usuarios')}
        {users.hasNextPage ? ' (hay más)' : ''}
      </Text>
      {/* Below 768 px each user is a card; from there on, a table. Only one of the two is rendered. */}
      {layout === 'cards' ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Usuarios" aria-busy={users.isPlaceholderData} opacity={users.isPlaceholderData ? 0.6 : 1} data-testid="users-cards">
          {rows.map((user) => (
            <Box as="li" key={user.uid} data-uid={user.uid} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
              <UserCard user={user} listUrl={listUrl} />
            </Box>
          ))}
        </Stack>
      ) : (
        <TableFrame busy={users.isPlaceholderData}>
          {rows.map((user) => (
            <Table.Row key={user.uid} data-uid={user.uid}>
              {columns.map((column) => (
                <Table.Cell key={column.header} py="3" {...column.cellProps}>
                  {column.show(user, listUrl)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </TableFrame>
      )}
      {users.hasNextPage ? (
        <Button variant="outline" alignSelf="center" loading={users.isFetchingNextPage} loadingText="Cargando…" onClick={() => void users.fetchNextPage()}>
          Cargar más
        </Button>
      ) : null}
      {users.isFetchNextPageError ? <FormAlert status="error" message={messages['loading/admin-users']} /> : null}
    </Stack>
  );
}
