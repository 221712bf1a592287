import { Button, Skeleton, Stack } from '@chakra-ui/react';
import type { AdminUserDetail } from '@shared/admin';
import { messages } from '@shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';

/** One user's page while it loads, when it fails ("No se pudieron cargar los datos."), or when the user is gone. */
export function UserQueryState({ query, children }: { readonly query: UseQueryResult<AdminUserDetail>; readonly children: (detail: AdminUserDetail) => ReactNode }) {
  if (query.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Cargando el usuario">
        <Skeleton height="10" width="60%" borderRadius="lg" />
        <Skeleton height="64" borderRadius="2xl" />
        <Skeleton height="40" borderRadius="2xl" />
      </Stack>
    );
  }
  // A failed background refresh keeps what was loaded; only a failed first load shows the message.
  if (query.data === undefined) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="3" align="flex-start">
        <FormAlert status="error" message={notFound ? messages['user-not-found'] : messages['loading/admin-users']} />
        {notFound ? null : (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        )}
      </Stack>
    );
  }
  return children(query.data);
}
