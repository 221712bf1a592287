import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE, events, type EventDetail, type EventName } from '../../shared/events';
import { eventBridge } from './clients';
import { env } from './env';

/** Publishes a domain event to the bus, after checking its detail against the catalogue. */
export const publish = async <Name extends EventName>(name: Name, detail: EventDetail<Name>): Promise<void> => {
  const checked = events[name].schema.parse(detail);
  const result = await eventBridge.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env().EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: events[name].detailType, Detail: JSON.stringify(checked) }],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`PutEvents failed for ${name}: ${JSON.stringify(result.Entries)}`);
};

/** Builds a consumer that parses its event's detail with the catalogue schema first. */
export const consumer =
  <Name extends EventName>(name: Name, handle: (detail: EventDetail<Name>, event: EventBridgeEvent<string, unknown>) => Promise<void>) =>
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    await handle(events[name].schema.parse(event.detail) as EventDetail<Name>, event);
  };
