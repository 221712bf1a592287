import { updateMeRoute } from '@shared/contracts/me/patch-me';
import type { UserDocument } from '@shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '../../auth/me';
import { apiRequest } from '../../../lib/api-client';

/** `PATCH /api/me {benefitReminders}` */
export const updateReminders = async (benefitReminders: boolean): Promise<UserDocument> => apiRequest(updateMeRoute, { body: { benefitReminders } });

/** Turns benefit reminders by mail on or off; the page shows the saved choice. */
export const useUpdateReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReminders, onSuccess: (user) => setMe(queryClient, user) });
};
