import { randomUUID } from 'node:crypto';
import { events, type EventDetail, type EventName } from '../../shared/events';
import { env } from './env';
import { putOutboxItem } from './outbox.repository';

/**
 * Domain events go through a transactional outbox: the event is an item of the outbox table,
 * written in the same DynamoDB transaction as the change it reports (`outboxWrite`), or alone where
 * there is no DynamoDB change (`publish`). The table's stream hands each new item to
 * events/outbox-relay, which puts it on the bus and is retried until it did. So an event is never
 * lost between a write and its publish, and a request never fails because the bus is down.
 */
const OUTBOX_DAYS = 4;

export { OUTBOX_ID_FIELD } from './consumer';

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
  await putOutboxItem(outboxWrite(name, detail, tableName).Put);
};
