import { Box, Button, HStack, Link as ChakraLink, Skeleton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { AdminUserSummary } from '@shared/admin';
import { messages } from '@shared/messages';
import { formatRut } from '@shared/rut';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import type { AdminUsersFilters } from '../api/get-users';
import { useUsers } from '../api/get-users';
import { formatDate } from '@shared/format/date';
import { fullName } from '@shared/format/names';
import { countOf } from '@shared/format/plural';
import { planLabel } from '../format';
import { AccountStateBadges, EnterpriseBadge, UserTypeBadge } from './user-badges';

const displayedName = (user: Pick<AdminUserSummary, 'firstName' | 'lastName'>): string => fullName(user) ?? (`${user.firstName} ${user.lastName}`.trim() || 'Sin nombre');

const columns = ['Nombre', 'Correo electrónico', 'RUT', 'Tipo', 'Estado', 'Plan', 'Creado'] as const;

function TableFrame({ children, busy }: { readonly children: ReactNode; readonly busy?: boolean }) {
  return (
    // Below ~900 px the table scrolls sideways inside its frame; the frame is focusable so that a keyboard can scroll it.
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" borderRadius="xl" bg="white" tabIndex={0} role="region" aria-label="Usuarios" aria-busy={busy}>
      <Table.Root size="sm" minW="900px" interactive={!busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s" data-testid="users-table">
        <Table.Caption srOnly>Usuarios de la plataforma</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col" color="gray.700" fontWeight="semibold" py="3">
                {column}
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
              <Table.Cell key={column} py="3">
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
              <Stack gap="2">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <ChakraLink asChild color="teal.800" fontWeight="semibold" fontSize="md">
                    <Link to={`/admin/users/${encodeURIComponent(user.uid)}`} state={{ from: listUrl }}>
                      {displayedName(user)}
                    </Link>
                  </ChakraLink>
                  <UserTypeBadge userType={user.userType} />
                </HStack>
                <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                  {user.email}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  RUT {formatRut(user.rut)} · {planLabel(user.plan)} · Creado el {formatDate(user.createdAt)}
                </Text>
                <HStack gap="1.5" wrap="wrap">
                  <AccountStateBadges activated={user.activated} disabled={user.disabled} />
                  {user.signupIntent === 'enterprise' ? <EnterpriseBadge /> : null}
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableFrame busy={users.isPlaceholderData}>
          {rows.map((user) => (
            <Table.Row key={user.uid} data-uid={user.uid}>
              <Table.Cell py="3">
                <HStack gap="2" wrap="wrap">
                  <ChakraLink asChild color="teal.800" fontWeight="semibold">
                    <Link to={`/admin/users/${encodeURIComponent(user.uid)}`} state={{ from: listUrl }}>
                      {displayedName(user)}
                    </Link>
                  </ChakraLink>
                  {user.signupIntent === 'enterprise' ? <EnterpriseBadge /> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell py="3" color="gray.700">
                {user.email}
              </Table.Cell>
              <Table.Cell py="3" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatRut(user.rut)}
              </Table.Cell>
              <Table.Cell py="3">
                <UserTypeBadge userType={user.userType} />
              </Table.Cell>
              <Table.Cell py="3">
                <AccountStateBadges activated={user.activated} disabled={user.disabled} />
              </Table.Cell>
              <Table.Cell py="3" color={user.plan ? 'gray.900' : 'gray.600'}>
                {planLabel(user.plan)}
              </Table.Cell>
              <Table.Cell py="3" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatDate(user.createdAt)}
              </Table.Cell>
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
