import { z } from 'zod';
import { householdProfileSchema } from './benefits/profile';
import { nameSchema } from './schemas';

/**
 * The signed-in area's API contract (profile, household facts, RSH, profile image, support,
 * insurance contact): request bodies shared by the web forms and the handlers, and answer types.
 */

/** PATCH /api/me: what a user may change on their own document. At least one field. */
export const updateMeBodySchema = z
  .strictObject({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    /** Whether they are in the Registro Social de Hogares (spec §3). */
    socialHomeRegister: z.boolean().optional(),
    /** Whether they have ClaveÚnica (spec §3). Never the ClaveÚnica itself. */
    uniqueChileanPasswordConnection: z.boolean().optional(),
    /**
     * Household facts for the benefits rules, merged into the saved ones: a fact sent replaces
     * the saved one, a fact left out stays as it was (no `null`; nothing is forgotten).
     * `inRsh` and `socialHomeRegister` are one answer: setting either sets both.
     */
    household: householdProfileSchema.strict().partial().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'No hay cambios que guardar.' })
  .refine((body) => body.socialHomeRegister === undefined || body.household?.inRsh === undefined || body.socialHomeRegister === body.household.inRsh, {
    message: 'Indica lo mismo sobre el Registro Social de Hogares en ambas respuestas.',
    path: ['socialHomeRegister'],
  });
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const profileImageTypeMessage = 'La imagen debe ser JPEG, PNG o WebP.';
export const profileImageSizeMessage = 'La imagen no puede pesar más de 2 MB.';
export const profileImageMissingMessage = 'No encontramos la imagen que subiste. Intenta subirla nuevamente.';

/** POST /api/me/profile-image/upload-url: the browser says what it will upload. */
export const profileImageUploadBodySchema = z.strictObject({
  contentType: z.enum(profileImageTypes, { error: profileImageTypeMessage }),
  size: z.number({ error: profileImageSizeMessage }).int().min(1, profileImageSizeMessage).max(PROFILE_IMAGE_MAX_BYTES, profileImageSizeMessage),
});
/** A presigned POST: the browser posts `fields` plus the file (last) to `url`. */
export interface ProfileImageUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** PUT /api/me/profile-image: after the upload, the server checks the object and keeps it. */
export const profileImageConfirmBodySchema = z.strictObject({ key: z.string().min(1).max(300) });

export const supportTicketStatuses = ['abierto', 'en-proceso', 'cerrado'] as const;
export const supportTicketStatusLabels: Record<(typeof supportTicketStatuses)[number], string> = {
  abierto: 'Abierto',
  'en-proceso': 'En proceso',
  cerrado: 'Cerrado',
};

/** At most 5 tickets and 3 insurance contact requests per user per hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;
export const INSURANCE_REQUESTS_PER_HOUR = 3;
export const supportTicketLimitMessage = 'Ya enviaste varias solicitudes de soporte en la última hora. Intenta nuevamente más tarde.';
export const insuranceContactLimitMessage = 'Ya enviaste varias solicitudes de contacto en la última hora. Intenta nuevamente más tarde.';

/** POST /api/support/tickets */
export const supportTicketBodySchema = z.strictObject({
  asunto: z.string({ error: 'Escribe un asunto.' }).trim().min(3, 'El asunto debe tener al menos 3 caracteres.').max(120, 'El asunto puede tener hasta 120 caracteres.'),
  mensaje: z.string({ error: 'Escribe tu mensaje.' }).trim().min(10, 'El mensaje debe tener al menos 10 caracteres.').max(4000, 'El mensaje puede tener hasta 4.000 caracteres.'),
});
export interface SupportTicket {
  /** The ticket number the user sees, e.g. `K7M2Q9XA`. */
  id: string;
  asunto: string;
  mensaje: string;
  status: (typeof supportTicketStatuses)[number];
  createdAt: string;
}
/** GET /api/support/tickets: the caller's own tickets, newest first. POST answers one SupportTicket (201). */
export interface SupportTicketList {
  tickets: SupportTicket[];
}

export const insuranceTypes = ['cesantia', 'salud', 'vida', 'accidentes', 'otro'] as const;
export const insuranceTypeLabels: Record<(typeof insuranceTypes)[number], string> = {
  cesantia: 'Seguro de Cesantía',
  salud: 'Salud (Fonasa, Isapre, seguros complementarios)',
  vida: 'Seguro de vida',
  accidentes: 'Accidentes del trabajo y enfermedades profesionales',
  otro: 'Otro',
};

/** POST /api/seguros/contact-requests: "Quiero que me contacten". */
export const insuranceContactBodySchema = z.strictObject({
  insuranceType: z.enum(insuranceTypes, { error: 'Elige un tipo de seguro.' }),
  /** Chilean mobile or landline, with or without +56. */
  phone: z
    .string()
    .trim()
    .regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')
    .optional(),
  message: z.string().trim().max(1000, 'El mensaje puede tener hasta 1.000 caracteres.').optional(),
});
/** POST /api/seguros/contact-requests answers this (201). */
export interface InsuranceContactRequest {
  id: string;
  insuranceType: (typeof insuranceTypes)[number];
  createdAt: string;
}
