import type { EventBridgeEvent } from 'aws-lambda';
import { events, type EventDetail, type EventName } from '../../shared/events';

/**
 * The consumers' side of the events (lib/events.ts is the publishers'): apart, so that a consumer that
 * writes nothing to DynamoDB (events/profile-image-eraser) bundles no DynamoDB client.
 */

/** The detail carries its outbox entry's id: consumers read it as the event's id, the same on every delivery. */
export const OUTBOX_ID_FIELD = 'outboxId';

export type EventHandlers = {
  [Name in EventName]?: (detail: EventDetail<Name>, event: EventBridgeEvent<string, unknown>) => Promise<void>;
};

/** The event's id as consumers key on it: its outbox entry's id when it came through the outbox. */
const withOutboxId = (event: EventBridgeEvent<string, unknown>): EventBridgeEvent<string, unknown> => {
  const outboxId = (event.detail as Record<string, unknown> | null)?.[OUTBOX_ID_FIELD];
  return typeof outboxId === 'string' && outboxId ? { ...event, id: outboxId } : event;
};

/**
 * Builds a consumer of one or more events: the detail is parsed with the catalogue's schema
 * before the matching handler sees it. An event the consumer does not handle is an error.
 */
export const consumer =
  (handlers: EventHandlers) =>
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const name = (Object.keys(handlers) as EventName[]).find((candidate) => events[candidate].detailType === event['detail-type']);
    const handle = name && (handlers[name] as ((detail: unknown, event: EventBridgeEvent<string, unknown>) => Promise<void>) | undefined);
    if (!name || !handle) throw new Error(`This consumer does not handle ${event['detail-type']}`);
    await handle(events[name].schema.parse(event.detail), withOutboxId(event));
  };
