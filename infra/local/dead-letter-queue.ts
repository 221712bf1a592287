import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The local dead-letter queue: the bus, the jobs' queues, the streams and the scheduler append what
 * failed every attempt to one file (`.local/dead-letters.jsonl`, a line each), and this serves that file
 * as the SQS queue `dead-letters` (AWS JSON 1.0, beside the jobs' queues), so that the erasure reads and
 * deletes its dead letters with the real SQS client, as it does in the cloud's queues. What it speaks:
 * ReceiveMessage (a line is hidden for its visibility timeout once received), DeleteMessage(Batch) (the
 * line goes from the file) and ChangeMessageVisibility(Batch) (0 puts it back at once).
 */
export const DEAD_LETTER_QUEUE_NAME = 'dead-letters';

interface Received {
  line: string;
  visibleAt: number;
}

const hashOf = (line: string): string => createHash('sha256').update(line).digest('hex');

export const createDeadLetterQueue = (file: string) => {
  /** Received lines not yet deleted, by receipt handle (the line's hash and a count). */
  const inFlight = new Map<string, Received>();
  let receipts = 0;

  const lines = (): string[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

  const hidden = (): Map<string, number> => {
    const counts = new Map<string, number>();
    const now = Date.now();
    for (const [handle, received] of inFlight) {
      if (received.visibleAt <= now) inFlight.delete(handle);
      else counts.set(received.line, (counts.get(received.line) ?? 0) + 1);
    }
    return counts;
  };

  const receive = (max: number, visibilitySeconds: number) => {
    const skip = hidden();
    const messages: { MessageId: string; ReceiptHandle: string; Body: string; MD5OfBody: string }[] = [];
    for (const line of lines()) {
      const left = skip.get(line) ?? 0;
      if (left > 0) {
        skip.set(line, left - 1);
        continue;
      }
      if (messages.length >= max) break;
      receipts += 1;
      const handle = `${hashOf(line)}#${String(receipts)}`;
      inFlight.set(handle, { line, visibleAt: Date.now() + visibilitySeconds * 1000 });
      messages.push({ MessageId: hashOf(line).slice(0, 32), ReceiptHandle: handle, Body: line, MD5OfBody: createHash('md5').update(line).digest('hex') });
    }
    return messages;
  };

  const remove = (handle: string): boolean => {
    const received = inFlight.get(handle);
    if (!received) return false;
    inFlight.delete(handle);
    const all = lines();
    const at = all.indexOf(received.line);
    if (at >= 0) {
      all.splice(at, 1);
      writeFileSync(file, all.map((line) => `${line}\n`).join(''));
    }
    return true;
  };

  const changeVisibility = (handle: string, seconds: number): boolean => {
    const received = inFlight.get(handle);
    if (!received) return false;
    received.visibleAt = Date.now() + seconds * 1000;
    return true;
  };

  type Entry = { Id: string; ReceiptHandle: string; VisibilityTimeout?: number };
  const batch = (entries: readonly Entry[], apply: (entry: Entry) => boolean) => {
    const outcomes = entries.map((entry) => ({ entry, done: apply(entry) }));
    return {
      Successful: outcomes.filter((outcome) => outcome.done).map(({ entry }) => ({ Id: entry.Id })),
      Failed: outcomes.filter((outcome) => !outcome.done).map(({ entry }) => ({ Id: entry.Id, Code: 'ReceiptHandleIsInvalid', SenderFault: true, Message: 'The receipt handle is not valid' })),
    };
  };

  /** Serves one SQS operation on this queue; undefined for an operation it does not speak. */
  const handle = (operation: string, input: Record<string, unknown>): { status: number; body: unknown } | undefined => {
    const entries = (input.Entries ?? []) as Entry[];
    switch (operation) {
      case 'ReceiveMessage':
        return { status: 200, body: { Messages: receive(Math.min(10, Number(input.MaxNumberOfMessages ?? 1)), Number(input.VisibilityTimeout ?? 30)) } };
      case 'DeleteMessage':
        return remove(String(input.ReceiptHandle)) ? { status: 200, body: {} } : { status: 400, body: { __type: 'com.amazonaws.sqs#ReceiptHandleIsInvalid', message: 'The receipt handle is not valid' } };
      case 'DeleteMessageBatch':
        return { status: 200, body: batch(entries, (entry) => remove(entry.ReceiptHandle)) };
      case 'ChangeMessageVisibility':
        return changeVisibility(String(input.ReceiptHandle), Number(input.VisibilityTimeout ?? 0)) ? { status: 200, body: {} } : { status: 400, body: { __type: 'com.amazonaws.sqs#MessageNotInflight', message: 'The message is not in flight' } };
      case 'ChangeMessageVisibilityBatch':
        return { status: 200, body: batch(entries, (entry) => changeVisibility(entry.ReceiptHandle, entry.VisibilityTimeout ?? 0)) };
      default:
        return undefined;
    }
  };

  /** Every dead letter now, for the erasure's scan. */
  const messages = (): string[] => lines();

  return { handle, messages };
};

export type DeadLetterQueue = ReturnType<typeof createDeadLetterQueue>;
