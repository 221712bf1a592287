import { listUsersRoute } from '@shared/contracts/admin/get-users';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserList } from '@shared/admin';
import type { UserType } from '@shared/user';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from './retry';

/** What the list is narrowed to: kept in the page's URL (`?q=&type=&intent=`). */
export interface AdminUsersFilters {
  readonly q: string;
  readonly type: UserType | undefined;
  readonly intent: 'enterprise' | undefined;
}

/** `GET /api/admin/users`: one page of users, and the cursor of the next. */
export const getUsers = async (filters: AdminUsersFilters, cursor: string | undefined, signal?: AbortSignal): Promise<AdminUserList> =>
  apiRequest(listUsersRoute, {
    signal,
    query: {
      q: filters.q.trim() || undefined,
      type: filters.type,
      intent: filters.intent,
      limit: String(ADMIN_USERS_PAGE_SIZE),
      cursor,
    },
  });

export const adminUsersKey = ['admin', 'users'] as const;
export const adminUsersListKey = (filters: AdminUsersFilters) => [...adminUsersKey, 'list', { q: filters.q.trim(), type: filters.type, intent: filters.intent }] as const;

export const usersQueryOptions = (filters: AdminUsersFilters) =>
  infiniteQueryOptions({
    queryKey: adminUsersListKey(filters),
    queryFn: ({ pageParam, signal }) => getUsers(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryServerErrors,
  });

/** The users list, page by page ("Cargar más"); while a new search loads, the last results stay (dimmed). */
export const useUsers = (filters: AdminUsersFilters) => useInfiniteQuery({ ...usersQueryOptions(filters), placeholderData: keepPreviousData });
