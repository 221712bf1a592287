import { insuranceContactBodySchema, requestInsuranceContactRoute } from '@shared/contracts/seguros/post-contact-request';
import { type InsuranceContactRequest } from '@shared/support';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

export type InsuranceContactBody = z.output<typeof insuranceContactBodySchema>;

/** `POST /api/seguros/contact-requests`: "Quiero que me contacten". */
export const createContactRequest = async (body: InsuranceContactBody): Promise<InsuranceContactRequest> =>
  apiRequest(requestInsuranceContactRoute, { body });

export const useCreateContactRequest = () => useMutation({ mutationFn: createContactRequest });
