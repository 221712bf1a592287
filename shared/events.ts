import { z } from 'zod';

/**
 * The one event catalogue. Each entry is a domain event: its EventBridge detail-type,
 * the zod schema of its detail, and the consumers (modules under `lambdas/` exporting `handler`).
 * The CDK stack makes a rule, a target and a DLQ for each consumer; the local bus routes by the same table.
 * No event carries a password or a link token.
 */
export const EVENT_SOURCE = 'beneficios.app';

export interface EventDefinition<Schema extends z.ZodType = z.ZodType> {
  readonly detailType: string;
  readonly schema: Schema;
  readonly consumers: readonly string[];
}

const defineEvent = <Schema extends z.ZodType>(definition: EventDefinition<Schema>) => definition;

const at = z.iso.datetime();
const uid = z.string().min(1);

/** Mails the mailer knows how to send; each is addressed to the account's own e-mail. */
export const mailKinds = ['welcome-activation', 'welcome-without-activation', 'activation-link', 'activation-confirmed', 'password-recovery', 'password-changed'] as const;
export type MailKind = (typeof mailKinds)[number];

export const events = {
  UserRegistered: defineEvent({
    detailType: 'UserRegistered',
    schema: z.object({ uid, provider: z.enum(['password', 'google']), signupIntent: z.literal('enterprise').optional(), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  UserActivated: defineEvent({
    detailType: 'UserActivated',
    schema: z.object({ uid, at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  PasswordChanged: defineEvent({
    detailType: 'PasswordChanged',
    /** resetId identifies the reset (the hash of its used token), so its mail goes once. */
    schema: z.object({ uid, resetId: z.string().min(1), at }),
    consumers: ['events/mailer', 'events/audit-recorder'],
  }),
  MailRequested: defineEvent({
    detailType: 'MailRequested',
    schema: z.object({ uid, kind: z.enum(mailKinds), ref: z.string().optional(), at }),
    consumers: ['events/mailer'],
  }),
  AdminGranted: defineEvent({
    detailType: 'AdminGranted',
    schema: z.object({ uid, email: z.email(), grantedBy: z.string().min(1), at }),
    consumers: ['events/audit-recorder'],
  }),
} as const;

export type EventName = keyof typeof events;
export type EventDetail<Name extends EventName> = z.infer<(typeof events)[Name]['schema']>;

export const eventCatalogue: readonly EventDefinition[] = Object.values(events);
