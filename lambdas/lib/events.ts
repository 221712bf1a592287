import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { events, type EventDetail, type EventName } from '../../shared/events';
import { dynamo } from './clients/dynamo';
import { env } from './env';
import { logger } from './logger';

/**
 * Domain events go through a transactional outbox: the event is an item of the outbox table,
 * written in the same DynamoDB transaction as the change it reports (`outboxWrite`), or alone where
 * there is no DynamoDB change (`publish`). The table's stream hands each new item to
 * events/outbox-relay, which puts it on the bus and is retried until it did. So an event is never
 * lost between a write and its publish, and a request never fails because the bus is down.
 */
const OUTBOX_DAYS = 4;

/** The detail carries its outbox entry's id: consumers read it as the event's id, the same on every delivery. */
export const OUTBOX_ID_FIELD = 'outboxId';

export interface OutboxItem {
  id: string;
  detailType: string;
  detail: string;
  createdAt: string;
  expiresAt: number;
}

const outboxItem = <Name extends EventName>(name: Name, detail: EventDetail<Name>): OutboxItem => {
  const checked = events[name].schema.parse(detail);
  const now = Date.now();
  return { id: randomUUID(), detailType: events[name].detailType, detail: JSON.stringify(checked), createdAt: new Date(now).toISOString(), expiresAt: Math.floor(now / 1000) + OUTBOX_DAYS * 24 * 60 * 60 };
};

/**
 * The outbox Put to add to a TransactWriteItems (its access needs `outbox: ['PutItem']`). `tableName`
 * only for the user pool's trigger, which has no other table's name in its environment.
 */
export const outboxWrite = <Name extends EventName>(name: Name, detail: EventDetail<Name>, tableName: string = env().TABLE_OUTBOX) => ({
  Put: { TableName: tableName, Item: outboxItem(name, detail), ConditionExpression: 'attribute_not_exists(id)' },
});

/** An outbox Put, to add at the end of a transaction's items. */
export type OutboxWrite = ReturnType<typeof outboxWrite>;

/** Publishes a domain event where no DynamoDB change goes with it (a mail request, a Cognito change): the outbox item alone. */
export const publish = async <Name extends EventName>(name: Name, detail: EventDetail<Name>, tableName?: string): Promise<void> => {
  await dynamo.send(new PutCommand(outboxWrite(name, detail, tableName).Put));
};

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
  async (event: EventBridgeEvent<string, unknown>, context?: Context): Promise<void> => {
    if (context) logger.addContext(context);
    const name = (Object.keys(handlers) as EventName[]).find((candidate) => events[candidate].detailType === event['detail-type']);
    const handle = name && (handlers[name] as ((detail: unknown, event: EventBridgeEvent<string, unknown>) => Promise<void>) | undefined);
    if (!name || !handle) throw new Error(`This consumer does not handle ${event['detail-type']}`);
    await handle(events[name].schema.parse(event.detail), withOutboxId(event));
  };
