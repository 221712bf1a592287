import { insuranceContactBodySchema, type InsuranceContactRequest } from '@shared/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { idToken } from '../../auth/session-actions';
import { apiRequest } from '../../../lib/api-client';

export type InsuranceContactBody = z.output<typeof insuranceContactBodySchema>;

/** `POST /api/seguros/contact-requests`: "Quiero que me contacten". */
export const createContactRequest = async (body: InsuranceContactBody): Promise<InsuranceContactRequest> =>
  apiRequest<InsuranceContactRequest>('POST /api/seguros/contact-requests', { body, token: await idToken() });

export const useCreateContactRequest = () => useMutation({ mutationFn: createContactRequest });
