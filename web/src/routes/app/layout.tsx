import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/layouts/app-shell';
import { useMe } from '../../features/auth/me';
import { useSession } from '../../features/auth/session';
import { queryClient } from '../../lib/query-client';

/**
 * The signed-in area (spec §2): the route guard has already checked the session. The app's one query
 * cache holds the session (`['me']`) too; signing out clears it, so the next user never sees the last one's data.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInShell />
    </QueryClientProvider>
  );
}

function SignedInShell() {
  const user = useMe();
  const { signOut } = useSession();
  if (!user) return null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()}>
      <Outlet />
    </AppShell>
  );
}
