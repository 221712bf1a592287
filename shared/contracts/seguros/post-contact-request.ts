import * as z from 'zod/mini';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { type InsuranceContactRequest, insuranceTypes } from '../../support';

/** POST /api/seguros/contact-requests: "Quiero que me contacten". */
export const insuranceContactBodySchema = z.strictObject({
  insuranceType: z.enum(insuranceTypes, { error: messages['insurance/type-required'] }),
  /** Chilean mobile or landline, with or without +56. */
  phone: z.optional(z.string().check(z.trim(), z.regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, messages['insurance/phone-invalid']))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(1000, messages['insurance/message-too-long']))),
});

export const requestInsuranceContactRoute = {
  method: 'POST', path: '/api/seguros/contact-requests', auth: 'user',
  handler: 'http/seguros/post-contact-request',
  body: insuranceContactBodySchema,
  response: answer<InsuranceContactRequest>(),
} as const satisfies RouteDefinition;
