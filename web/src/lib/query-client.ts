import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache, loaded lazily (never by a public page's first chunk). `['me']`, the
 * signed-in user's document, is the session (`features/auth/me.ts`, which mirrors it for the light pages).
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
