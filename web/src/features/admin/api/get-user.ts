import { getUserRoute } from '@shared/contracts/admin/get-user';
import type { AdminUserDetail } from '@shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';
import { retryServerErrors } from './retry';

/** `GET /api/admin/users/{uid}`: the document, the Cognito state, the subscription and the recent audit trail. */
export const getUser = async (uid: string, signal?: AbortSignal): Promise<AdminUserDetail> =>
  apiRequest(getUserRoute, { params: { uid }, signal });

export const adminUserKey = (uid: string) => [...adminUsersKey, 'detail', uid] as const;

export const userQueryOptions = (uid: string) =>
  queryOptions({ queryKey: adminUserKey(uid), queryFn: ({ signal }) => getUser(uid, signal), retry: retryServerErrors });

export const useUser = (uid: string) => useQuery(userQueryOptions(uid));
