import { QueryClient } from '@tanstack/react-query';
import type { UserDocument } from '@shared/user';
import { mirrorUser } from '../features/auth/session-store';

/**
 * The app's one query cache, loaded lazily (never by a public page's first chunk). `['me']`, the
 * signed-in user's document, is the session; the light pages read a mirror of it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });

queryClient.getQueryCache().subscribe((event) => {
  const [key] = event.query.queryKey as readonly unknown[];
  if (key !== 'me') return;
  const current = queryClient.getQueryCache().find({ queryKey: ['me'], exact: true });
  // Removed (a sign-out clears the cache): signed out, whatever a removed query still reports later.
  if (!current) {
    mirrorUser(null);
    return;
  }
  if (event.query !== current) return;
  // A read that has not answered yet has no data: the session stays as it is until it does.
  const data = current.state.data as UserDocument | null | undefined;
  if (data !== undefined) mirrorUser(data);
});
