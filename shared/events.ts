import { z } from 'zod';

/**
 * The one event catalogue. Each entry is a domain event: its EventBridge detail-type,
 * the zod schema of its detail, and the consumers (modules under `lambdas/` exporting `handler`).
 * The CDK stack makes a rule, a target and a DLQ for each consumer; the local bus routes by the same table.
 */
export const EVENT_SOURCE = 'beneficios.app';

export interface EventDefinition<Schema extends z.ZodType = z.ZodType> {
  readonly detailType: string;
  readonly schema: Schema;
  readonly consumers: readonly string[];
}

const defineEvent = <Schema extends z.ZodType>(definition: EventDefinition<Schema>) => definition;

export const events = {
  AdminGranted: defineEvent({
    detailType: 'AdminGranted',
    schema: z.object({ uid: z.string().min(1), email: z.email(), grantedBy: z.string().min(1), at: z.iso.datetime() }),
    consumers: ['events/audit-recorder'],
  }),
} as const;

export type EventName = keyof typeof events;
export type EventDetail<Name extends EventName> = z.infer<(typeof events)[Name]['schema']>;

export const eventCatalogue: readonly EventDefinition[] = Object.values(events);
