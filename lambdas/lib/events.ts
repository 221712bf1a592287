import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE, events, type EventDetail, type EventName } from '../../shared/events';
import { eventBridge } from './clients/event-bridge';
import { env } from './env';
import { logger } from './logger';

/**
 * Publishes a domain event to the bus, after checking its detail against the catalogue.
 * `busName` is for functions that cannot have the whole environment (the user pool's triggers).
 */
export const publish = async <Name extends EventName>(name: Name, detail: EventDetail<Name>, busName?: string): Promise<void> => {
  const checked = events[name].schema.parse(detail);
  const result = await eventBridge.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: busName ?? env().EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: events[name].detailType, Detail: JSON.stringify(checked) }],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`PutEvents failed for ${name}: ${JSON.stringify(result.Entries)}`);
};

export type EventHandlers = {
  [Name in EventName]?: (detail: EventDetail<Name>, event: EventBridgeEvent<string, unknown>) => Promise<void>;
};

/**
 * Builds a consumer of one or more events: the detail is parsed with the catalogue's schema
 * before the matching handler sees it. An event the consumer does not handle is an error.
 */
export const consumer =
  (handlers: EventHandlers) =>
  async (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> => {
    if (context) logger.addContext(context);
    const name = (Object.keys(handlers) as EventName[]).find((candidate) => events[candidate].detailType === event['detail-type']);
    const handle = name && (handlers[name] as ((detail: unknown, event: EventBridgeEvent<string, unknown>) => Promise<void>) | undefined);
    if (!name || !handle) throw new Error(`This consumer does not handle ${event['detail-type']}`);
    await handle(events[name].schema.parse(event.detail), event);
  };
