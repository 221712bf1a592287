import {
  BatchWriteCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  type NativeAttributeValue,
  type QueryCommandInput,
  type ScanCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';

/**
 * A failed DynamoDB condition, read where it happens (in the repository) and turned into the
 * domain's answer: a conflict, "already done", "not there". Either a single write's
 * `ConditionalCheckFailedException`, or a transaction cancelled because a condition of one of its
 * items failed. Anything else, a transaction cancelled only for another reason (a conflict with
 * another transaction, throttling) included, is not a domain answer and is thrown on.
 */
export interface FailedCondition {
  /** In a transaction, the positions (in `TransactItems` order) of the items whose condition failed; empty for a single write. */
  readonly items: readonly number[];
}

const failedCondition = (error: unknown): FailedCondition | undefined => {
  const { name, CancellationReasons } = (error ?? {}) as { name?: unknown; CancellationReasons?: readonly { Code?: string }[] };
  if (name === 'ConditionalCheckFailedException') return { items: [] };
  if (name !== 'TransactionCanceledException') return undefined;
  const items = (CancellationReasons ?? []).flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
  return items.length > 0 ? { items } : undefined;
};

/** Awaits a write; when its condition fails, answers (or throws) what `onConflict` makes of it. */
export const whenConditionFails = async <T, R>(write: Promise<T>, onConflict: (failed: FailedCondition) => R): Promise<T | R> => {
  try {
    return await write;
  } catch (error) {
    const failed = failedCondition(error);
    if (!failed) throw error;
    return onConflict(failed);
  }
};

/** Awaits a conditional write: true when it was made, false when its condition failed. */
export const conditionHolds = (write: Promise<unknown>): Promise<boolean> =>
  whenConditionFails(
    (async () => {
      await write;
      return true;
    })(),
    () => false,
  );

/** An item as the document client reads it. */
export type Item = Record<string, NativeAttributeValue>;

interface Page {
  Items?: Item[];
  /** With `Select: 'COUNT'`: how many items the page matched (it sends none). */
  Count?: number;
  LastEvaluatedKey?: Record<string, NativeAttributeValue>;
}

/**
 * Each page of a read that DynamoDB answers a page (1 MB, or `Limit` items) at a time, from `from`
 * (a cursor; the start without one), following `LastEvaluatedKey` until there is none. A page is
 * read only when the one before is used up: a caller that stops early (`return` or `break` in its
 * `for await`) reads no further.
 */
async function* pages(read: (startKey: Page['LastEvaluatedKey']) => Promise<Page>, from?: Page['LastEvaluatedKey']): AsyncGenerator<Page> {
  let startKey = from;
  do {
    const page = await read(startKey);
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

const queryRead = (input: QueryCommandInput) => (startKey: Page['LastEvaluatedKey']) => dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));

async function* itemPages(source: AsyncGenerator<Page>): AsyncGenerator<Item[]> {
  for await (const page of source) yield page.Items ?? [];
}

/** Every page of a Query (`Limit` sets the page size), as its items, from the input's `ExclusiveStartKey` if it has one. */
export const queryPages = (input: QueryCommandInput): AsyncGenerator<Item[]> => itemPages(pages(queryRead(input), input.ExclusiveStartKey));

/** How many items a Query matches, counted by DynamoDB page by page (`Select: COUNT`: no item is sent). */
export const countQuery = async (input: QueryCommandInput): Promise<number> => {
  let total = 0;
  for await (const page of pages(queryRead({ ...input, Select: 'COUNT' }))) total += page.Count ?? 0;
  return total;
};

/** Where a paged read stopped: DynamoDB's `LastEvaluatedKey`, plain JSON (it travels in a queue message). */
export type PageCursor = Record<string, NativeAttributeValue>;

/** One page of a Query from `cursor` (the first page without one), and the cursor of the next page, if any. */
export const queryPage = async (input: QueryCommandInput, cursor: PageCursor | undefined): Promise<{ items: Item[]; next?: PageCursor }> => {
  const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
  return { items: page.Items ?? [], ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
};

async function* itemsOf(source: AsyncGenerator<Item[]>): AsyncGenerator<Item> {
  for await (const items of source) yield* items;
}

/** Every item a Query answers, page after page. */
export const queryItems = (input: QueryCommandInput): AsyncGenerator<Item> => itemsOf(queryPages(input));

/** Every item a Scan answers, page after page: for migrations and jobs, never on a request's path. */
export const scanItems = (input: ScanCommandInput): AsyncGenerator<Item> => itemsOf(itemPages(pages((startKey) => dynamo.send(new ScanCommand({ ...input, ExclusiveStartKey: startKey })))));

/**
 * Deletes items by key, 25 to a BatchWriteItem, sending again what DynamoDB left unprocessed (under
 * load it may leave some): for an erasure's many small records, each deleted on its own otherwise.
 */
export const deleteItems = async (table: string, keys: readonly Item[]): Promise<void> => {
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (UnprocessedItems?.[table] ?? []).flatMap((request) => (request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key } }] : []));
    }
  }
};

/** One item of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One TransactWriteItems: a change with its outbox events (lib/events.ts `outboxWrite`), all or
 * none. A single-item change becomes a transaction this way, so that its event cannot be lost.
 */
export const writeTogether = (items: readonly TransactItem[]) => dynamo.send(new TransactWriteCommand({ TransactItems: [...items] }));

/**
 * DynamoDB refused a write that would take an item past its 400 KB: a single write's
 * `ValidationException`, or a transaction cancelled with a `ValidationError` of that kind.
 */
export const isItemTooLarge = (error: unknown): boolean => {
  const { name, message, CancellationReasons } = (error ?? {}) as { name?: unknown; message?: unknown; CancellationReasons?: readonly { Code?: string; Message?: string }[] };
  const tooLarge = (text: unknown) => typeof text === 'string' && /item size .*exceeded the maximum allowed size/i.test(text);
  if (name === 'ValidationException') return tooLarge(message);
  return name === 'TransactionCanceledException' && (CancellationReasons ?? []).some((reason) => reason.Code === 'ValidationError' && tooLarge(reason.Message));
};
