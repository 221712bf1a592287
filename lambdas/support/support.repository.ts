import { randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { insuranceTypeLabels, type InsuranceContactRequest, type SupportTicket, type insuranceTypes } from '../../shared/support';
import { supportKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import type { ThreadMessage } from '../../shared/support-desk';
import { inboxAttributes, threadOf, type RequesterProfile } from './desk.repository';

/**
 * The only module that touches the support table. Everything lives under its user, so a user's
 * tickets are one Query, newest first, and no one else's can come back:
 *   pk `USER#<uid>`, sk `TICKET#<createdAt>#<id>` or `INSURANCE#<createdAt>#<id>`.
 */

/** No 0/O, 1/I/L: a number a person can read out over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newReference = (length = 8): string => Array.from({ length }, () => REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length))).join('');

export interface StoredTicket extends SupportTicket {
  uid: string;
  /** The replies after the first message (desk.repository.ts). */
  thread?: ThreadMessage[];
}

export interface StoredInsuranceRequest extends InsuranceContactRequest {
  uid: string;
  phone?: string;
  message?: string;
}

const putNew = async (item: Record<string, unknown> & { pk: string; sk: string }): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: env().TABLE_SUPPORT, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
};

/** A new ticket, in the admins' inbox (desk.repository.ts) with its requester's name, e-mail and RUT. */
export const createTicket = async (uid: string, input: Pick<SupportTicket, 'asunto' | 'mensaje'>, profile: RequesterProfile): Promise<StoredTicket> => {
  const ticket: StoredTicket = { id: newReference(), uid, asunto: input.asunto, mensaje: input.mensaje, status: 'abierto', createdAt: new Date().toISOString() };
  await putNew({ pk: keys.user(uid), sk: keys.ticket(ticket.createdAt, ticket.id), kind: 'ticket', ...ticket, ...inboxAttributes(ticket.asunto, ticket.createdAt, profile) });
  return ticket;
};

const toTicket = (item: Record<string, unknown>): SupportTicket => {
  const { id, asunto, mensaje, status, createdAt } = item as unknown as SupportTicket;
  return { id, asunto, mensaje, status, createdAt };
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
  return Item ? { ...toTicket(Item), uid, thread: threadOf(Item) } : undefined;
};

export interface InsuranceRequestInput {
  insuranceType: (typeof insuranceTypes)[number];
  phone?: string;
  message?: string;
}

export const createInsuranceRequest = async (uid: string, input: InsuranceRequestInput, profile: RequesterProfile): Promise<StoredInsuranceRequest> => {
  const request: StoredInsuranceRequest = {
    id: newReference(),
    uid,
    insuranceType: input.insuranceType,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.message ? { message: input.message } : {}),
    createdAt: new Date().toISOString(),
  };
  const subject = `Seguros: ${insuranceTypeLabels[request.insuranceType]}`;
  await putNew({ pk: keys.user(uid), sk: keys.insurance(request.createdAt, request.id), kind: 'insurance', status: 'abierto', ...request, ...inboxAttributes(subject, request.createdAt, profile) });
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
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env().TABLE_SUPPORT,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.user(uid) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) itemKeys.push({ pk: String(item.pk), sk: String(item.sk) });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  for (let index = 0; index < itemKeys.length; index += 10) {
    await Promise.all(itemKeys.slice(index, index + 10).map((key) => dynamo.send(new DeleteCommand({ TableName: env().TABLE_SUPPORT, Key: key }))));
  }
  return itemKeys.length;
};
