import { randomUUID } from 'node:crypto';
import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { DEAD_LETTER_QUEUES_VARIABLE } from '../lib/access';
import { sqs } from '../lib/clients/sqs';
import { consumer } from '../lib/consumer';
import { releaseDeadLetterLease, takeDeadLetterLease } from '../lib/dead-letter-lease.repository';

/** How long a received dead letter stays hidden while its queue is read through (then it is put back at once). */
const LOOK_SECONDS = 300;
/** Receives a queue gets at most, so that a queue refilling meanwhile cannot hold the erasure forever. */
const MAX_RECEIVES = 200;
/** How long an erasure waits for another's reading (half the function's minute) before it fails, for the bus to retry it. */
const WAIT_FOR_LEASE_MS = 30_000;

const names = (body: string, uid: string): boolean => new RegExp(`(^|[^\\w-])${uid.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}($|[^\\w-])`).test(body);

const failed = (operation: string, failures: readonly { Code?: string }[] | undefined) => {
  if (failures?.length) throw new Error(`${operation} failed for ${String(failures.length)} dead letter(s): ${failures[0]?.Code ?? ''}`);
};

/**
 * The dead letters of one queue that name `uid` go; the others stay hidden while the queue is read
 * through, then are put back at once. Received ten at a time with long polling (SQS then asks all its
 * servers: an empty answer is an empty queue).
 */
const eraseFrom = async (queueUrl: string, uid: string): Promise<number> => {
  let erased = 0;
  const kept: string[] = [];
  for (let receive = 0; ; receive += 1) {
    if (receive === MAX_RECEIVES) throw new Error(`${queueUrl} kept giving dead letters: the erasure is retried`);
    const { Messages: messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, VisibilityTimeout: LOOK_SECONDS, WaitTimeSeconds: 1 }));
    if (messages.length === 0) break;
    const theirs = messages.filter((message) => names(message.Body ?? '', uid));
    kept.push(...messages.filter((message) => !theirs.includes(message)).map((message) => message.ReceiptHandle ?? ''));
    if (theirs.length) {
      const entries = theirs.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle ?? '' }));
      failed('DeleteMessageBatch', (await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }))).Failed);
      erased += theirs.length;
    }
  }
  for (let start = 0; start < kept.length; start += 10) {
    const entries = kept.slice(start, start + 10).map((ReceiptHandle, index) => ({ Id: String(index), ReceiptHandle, VisibilityTimeout: 0 }));
    failed('ChangeMessageVisibilityBatch', (await sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: queueUrl, Entries: entries }))).Failed);
  }
  return erased;
};

/**
 * An erased account leaves nothing in the dead-letter queues: an event or a job's message about it
 * that failed every attempt waits there for 14 days, naming the account by its id. Every queue is
 * read through, by one erasure at a time; what names the account is deleted, the rest put back as it
 * was. A failure throws, so that the bus retries (and, last, parks this event in this consumer's own
 * dead-letter queue, which it reads too on the next erasure).
 */
const eraseDeadLetters = async (uid: string): Promise<void> => {
  const queues = (process.env[DEAD_LETTER_QUEUES_VARIABLE] ?? '').split(',').filter(Boolean);
  await alone(async () => {
    // All at once: each read ends with a long poll of a second.
    await Promise.all(queues.map((queue) => eraseFrom(queue, uid)));
  });
};

/**
 * Runs `read` as the queues' only reader: two erasures at once (an admin's two deletions, the expired
 * registrations of a day) would each hide from the other the letters it received. The other waits, a
 * random while at a time so that waiting ones do not take turns in step, then fails to be retried.
 */
const alone = async (read: () => Promise<void>): Promise<void> => {
  const holder = randomUUID();
  const deadline = Date.now() + WAIT_FOR_LEASE_MS;
  while (!(await takeDeadLetterLease(holder, LOOK_SECONDS))) {
    if (Date.now() > deadline) throw new Error('Another erasure kept reading the dead letters: this one is retried');
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
  try {
    await read();
  } finally {
    await releaseDeadLetterLease(holder);
  }
};

export const handler = consumer({
  AdminUserDeleted: ({ uid }) => eraseDeadLetters(uid),
  RegistrationExpired: ({ uid }) => eraseDeadLetters(uid),
  RegistrationTakenOver: ({ uid }) => eraseDeadLetters(uid),
});
