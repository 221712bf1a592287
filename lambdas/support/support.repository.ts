import { randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { insuranceTypeLabels, type InsuranceContactRequest, type SupportTicket, type insuranceTypes } from '../../shared/support';
import { supportKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import type { ThreadMessage } from '../../shared/support-desk';
import { threadOf } from './desk.repository';
import { inboxAttributes, type RequesterProfile } from './inbox.repository';

/**
 * The only module that touches the support table. Everything lives under its user, so a user's
 * tickets are one Query, newest first, and no one else's can come back:
 *   pk `USER#<uid>`, sk `TICKET#<createdAt>#<id>` or `INSURANCE#<createdAt>#<id>`.
 * An assisted-application request is a ticket of kind `assisted` (it has a thread and shows in the
 * user's list); while it is not closed, `ASSISTED#<benefitId>` claims its benefit (one at a time).
 * Every new item is written with its event's outbox item, in one transaction.
 */

/** No 0/O, 1/I/L: a number a person can read out over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newReference = (length = 8): string => Array.from({ length }, () => REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length))).join('');

export interface StoredTicket extends SupportTicket {
  uid: string;
  kind: 'ticket' | 'assisted';
  /** The replies after the first message (desk.repository.ts). */
  thread?: ThreadMessage[];
}

export interface StoredInsuranceRequest extends InsuranceContactRequest {
  uid: string;
  priority?: true;
  phone?: string;
  message?: string;
}

type NewItem = Record<string, unknown> & { pk: string; sk: string };
const newItemPut = (item: NewItem) => ({ Put: { TableName: env().TABLE_SUPPORT, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } });

/** The claim that keeps a second assisted-application request for one benefit out while the first is not closed. */
export const assistedClaimKey = (uid: string, benefitId: string) => ({ pk: keys.user(uid), sk: `ASSISTED#${benefitId}` });

/** What a new ticket is: the user's form, or an assisted-application request for one benefit. */
export type TicketInput = Pick<SupportTicket, 'asunto' | 'mensaje' | 'priority'> & { assisted?: { benefitId: string; benefitName: string } };

/**
 * A new ticket, in the admins' inbox (inbox.repository.ts) with its requester's name, e-mail and RUT,
 * and its event in the same transaction. An assisted request also claims its benefit: answers
 * undefined, writing nothing, when one for that benefit is still open.
 */
export const createTicket = async (uid: string, input: TicketInput, profile: RequesterProfile, event: (ticket: StoredTicket) => OutboxWrite): Promise<StoredTicket | undefined> => {
  const { assisted, ...fields } = input;
  const ticket: StoredTicket = { id: newReference(), uid, kind: assisted ? 'assisted' : 'ticket', ...fields, ...(assisted ?? {}), status: 'abierto', createdAt: new Date().toISOString() };
  const item = newItemPut({ pk: keys.user(uid), sk: keys.ticket(ticket.createdAt, ticket.id), ...ticket, ...inboxAttributes(ticket.asunto, ticket.createdAt, profile, ticket.priority === true) });
  const claim = assisted ? [newItemPut({ ...assistedClaimKey(uid, assisted.benefitId), ticketId: ticket.id })] : [];
  const written = await conditionHolds(dynamo.send(new TransactWriteCommand({ TransactItems: [item, ...claim, event(ticket)] })));
  return written ? ticket : undefined;
};

/** A stored ticket as the API shows it (the desk's detail adds its thread). */
export const toTicket = (item: Record<string, unknown>): SupportTicket => {
  const { id, asunto, mensaje, status, createdAt, priority, kind, benefitId, benefitName } = item as unknown as SupportTicket & { kind?: string };
  return {
    id,
    asunto,
    mensaje,
    status,
    createdAt,
    ...(priority === true ? { priority: true } : {}),
    ...(kind === 'assisted' && benefitId && benefitName ? { benefitId, benefitName } : {}),
  };
};

/** The user's own tickets, newest first. */
export const listTickets = async (uid: string, limit = 50): Promise<SupportTicket[]> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_SUPPORT,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(uid), ':prefix': keys.ticketPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(toTicket);
};

export const getTicket = async (uid: string, createdAt: string, id: string): Promise<StoredTicket | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_SUPPORT, Key: { pk: keys.user(uid), sk: keys.ticket(createdAt, id) } }));
  return Item ? { ...toTicket(Item), uid, kind: Item.kind === 'assisted' ? 'assisted' : 'ticket', thread: threadOf(Item) } : undefined;
};

export interface InsuranceRequestInput {
  insuranceType: (typeof insuranceTypes)[number];
  phone?: string;
  message?: string;
  priority?: true;
}

/** A new insurance request, in the inbox, with its event in the same transaction. */
export const createInsuranceRequest = async (uid: string, input: InsuranceRequestInput, profile: RequesterProfile, event: (request: StoredInsuranceRequest) => OutboxWrite): Promise<StoredInsuranceRequest> => {
  const request: StoredInsuranceRequest = {
    id: newReference(),
    uid,
    insuranceType: input.insuranceType,
    ...(input.priority ? { priority: true } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.message ? { message: input.message } : {}),
    createdAt: new Date().toISOString(),
  };
  const subject = `Seguros: ${insuranceTypeLabels[request.insuranceType]}`;
  const item = newItemPut({ pk: keys.user(uid), sk: keys.insurance(request.createdAt, request.id), kind: 'insurance', status: 'abierto', ...request, ...inboxAttributes(subject, request.createdAt, profile, request.priority === true) });
  await dynamo.send(new TransactWriteCommand({ TransactItems: [item, event(request)] }));
  return request;
};

export const getInsuranceRequest = async (uid: string, createdAt: string, id: string): Promise<StoredInsuranceRequest | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_SUPPORT, Key: { pk: keys.user(uid), sk: keys.insurance(createdAt, id) } }));
  if (!Item) return undefined;
  const { id: requestId, insuranceType, phone, message, createdAt: at } = Item as StoredInsuranceRequest;
  return { id: requestId, uid, insuranceType, createdAt: at, ...(phone ? { phone } : {}), ...(message ? { message } : {}) };
};

/** Erases every ticket and insurance request of a user (an admin's deletion); answers how many. */
export const deleteSupportRecords = async (uid: string): Promise<number> => {
  const itemKeys: { pk: string; sk: string }[] = [];
  const items = queryItems({ TableName: env().TABLE_SUPPORT, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.user(uid) }, ProjectionExpression: 'pk, sk' });
  for await (const item of items) itemKeys.push({ pk: String(item.pk), sk: String(item.sk) });
  for (let index = 0; index < itemKeys.length; index += 10) {
    await Promise.all(itemKeys.slice(index, index + 10).map((key) => dynamo.send(new DeleteCommand({ TableName: env().TABLE_SUPPORT, Key: key }))));
  }
  return itemKeys.length;
};
