import { type CheckoutBody, startCheckoutRoute } from '@shared/contracts/billing/post-checkout';
import { getMyPlanRoute } from '@shared/contracts/billing/get-plan';
import { cancelMyPlanRoute } from '@shared/contracts/billing/post-cancel';
import { resumeMyPlanRoute } from '@shared/contracts/billing/post-resume';
import type { CheckoutStarted, MyPlan } from '@shared/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/billing/plan`: the plans, the user's subscription and receipts. */
export const myPlanQueryKey = (uid: string) => ['my-plan', uid] as const;
export const myPlanQueryOptions = (uid: string) => queryOptions({ queryKey: myPlanQueryKey(uid), queryFn: (): Promise<MyPlan> => apiRequest(getMyPlanRoute) });
export const useMyPlan = (uid: string) => useQuery(myPlanQueryOptions(uid));

/**
 * Sends the browser to Transbank's inscription page: a form POST of `TBK_TOKEN` to its URL, as
 * Oneclick asks. The card is typed there, never on our site.
 */
export const goToTransbank = ({ url, token }: CheckoutStarted): void => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'TBK_TOKEN';
  input.value = token;
  form.appendChild(input);
  document.body.appendChild(form);
  form.submit();
};

/** `POST /api/billing/checkout`, then off to Transbank. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: (body: CheckoutBody): Promise<CheckoutStarted> => apiRequest(startCheckoutRoute, { body }),
    onSuccess: goToTransbank,
  });

/** `POST /api/billing/cancel`: the plan ends at its period's end. */
export const useCancelPlan = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<MyPlan> => apiRequest(cancelMyPlanRoute, { body: {} }),
    onSuccess: (plan) => queryClient.setQueryData(myPlanQueryKey(uid), plan),
  });
};

/** `POST /api/billing/resume`: the cancellation withdrawn, the plan renews again. */
export const useResumePlan = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<MyPlan> => apiRequest(resumeMyPlanRoute, { body: {} }),
    onSuccess: (plan) => queryClient.setQueryData(myPlanQueryKey(uid), plan),
  });
};
