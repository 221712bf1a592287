import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { UiProviders } from '../../app/ui-providers';
import { AppShell } from '../../components/layouts/app-shell';

/**
 * The signed-in area (spec §2): the route guard has already checked the session. The query cache lives
 * as long as this layout: signing out leaves it, so the next user never sees the last one's data.
 */
export function Component() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }));
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <AppShell>
          <Outlet />
        </AppShell>
      </QueryClientProvider>
    </UiProviders>
  );
}
