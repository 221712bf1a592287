import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../app/query-client';
import { AppShell } from '../../components/layouts/app-shell';

/**
 * The signed-in area (spec §2): the route guard has already checked the session. The app's one query
 * cache holds the session (`['me']`) too; signing out clears it, so the next user never sees the last one's data.
 * No Chakra here: the shell is plain HTML and CSS, and each page drawn with Chakra brings its provider
 * (`chakraPage` in `app/routes.tsx`), so the dashboard loads none.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  );
}
