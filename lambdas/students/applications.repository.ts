import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import type { Offer } from '../../shared/internships';
import type { ApplicationStatus, ThreadSide, ThreadState } from '../../shared/students';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems, whenConditionFails, writeTogether, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * The only module that touches applications: one item per student and offer, under the offer's
 * partition (`OFFER#<offerId>` / `APPLICATION#<studentUid>`), so that an offer's applicants are one
 * Query and a second application of the same student cannot exist. `studentPk` and `appliedAt` put
 * it in the byStudent index: a student's applications, newest first. Each change is written with
 * its event in one transaction.
 */
export interface StoredApplication extends ThreadState {
  offerId: string;
  studentUid: string;
  companyUid: string;
  status: ApplicationStatus;
  message: string;
  appliedAt: string;
  updatedAt: string;
  /** Copies at the time of applying, so that the lists need no second read. */
  offerTitle: string;
  companyName: string;
  studentName: string;
  institution: string;
  career: string;
  year: number;
  /** When the company first opened it. */
  viewedAt?: string;
  /** When its student withdrew it. */
  withdrawnAt?: string;
  /** Messages in its thread (thread.repository.ts). */
  messageCount?: number;
  /**
   * The last thread mail to each side and the message it was for: a side is mailed again only once
   * it has read the thread since (thread.repository.ts `claimThreadMail`).
   */
  studentMailedAt?: string;
  studentMailedFor?: string;
  companyMailedAt?: string;
  companyMailedFor?: string;
}

/** The attributes of a side's read and mail marks on the application item. */
export const threadMarks = (side: ThreadSide) =>
  side === 'student'
    ? ({ readAt: 'studentReadAt', mailedAt: 'studentMailedAt', mailedFor: 'studentMailedFor' } as const)
    : ({ readAt: 'companyReadAt', mailedAt: 'companyMailedAt', mailedFor: 'companyMailedFor' } as const);

const table = () => env().TABLE_INTERNSHIPS;

const fromItem = (item: Record<string, unknown>): StoredApplication => {
  const { pk: _pk, sk: _sk, studentPk: _studentPk, ...application } = item;
  return application as unknown as StoredApplication;
};

/** The offer fields an application needs; undefined when there is no such offer. */
export type OfferForApplying = Pick<Offer, 'offerId' | 'companyUid' | 'companyName' | 'title' | 'status' | 'deadline'>;
export const getOfferForApplying = async (offerId: string): Promise<OfferForApplying | undefined> => {
  const result = await dynamo.send(
    new GetCommand({ TableName: table(), Key: keys.offer(offerId), ConsistentRead: true, ProjectionExpression: 'offerId, companyUid, companyName, title, #status, deadline', ExpressionAttributeNames: { '#status': 'status' } }),
  );
  return result.Item as OfferForApplying | undefined;
};

export type ApplyOutcome = 'applied' | 'already-applied' | 'offer-closed';

/**
 * Writes a new application, if the offer is still published with its deadline not past (checked
 * in the same transaction, so that a closing offer cannot take one more) and the student has not
 * applied to it before.
 */
export const createApplication = async (application: StoredApplication, today: string, event: OutboxWrite, also: readonly TransactItem[] = []): Promise<ApplyOutcome> => {
  const put: TransactItem = {
    Put: {
      TableName: table(),
      Item: { ...keys.application(application.offerId, application.studentUid), studentPk: keys.student(application.studentUid), ...application },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const offerOpen: TransactItem = {
    ConditionCheck: {
      TableName: table(),
      Key: keys.offer(application.offerId),
      ConditionExpression: '#status = :published AND deadline >= :today',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':published': 'publicada', ':today': today },
    },
  };
  return whenConditionFails(
    writeTogether([put, offerOpen, event, ...also]).then(() => 'applied' as const),
    (failed) => (failed.items.includes(0) ? 'already-applied' : 'offer-closed'),
  );
};

export const getApplication = async (offerId: string, studentUid: string): Promise<StoredApplication | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.application(offerId, studentUid), ConsistentRead: true }));
  return result.Item ? fromItem(result.Item) : undefined;
};

/** A student's applications, newest first: every page of the byStudent index (eventually consistent). */
export const studentApplicationItems = (studentUid: string): AsyncGenerator<StoredApplication> =>
  mapItems(
    queryItems({
      TableName: table(),
      IndexName: 'byStudent',
      KeyConditionExpression: `${indexKeys('internships').byStudent.partitionKey} = :student`,
      ExpressionAttributeValues: { ':student': keys.student(studentUid) },
      ScanIndexForward: false,
    }),
    fromItem,
  );

/** A student's applications, newest first, all of them. */
export const listStudentApplications = async (studentUid: string): Promise<StoredApplication[]> => {
  const applications: StoredApplication[] = [];
  for await (const application of studentApplicationItems(studentUid)) applications.push(application);
  return applications;
};

async function* mapItems<T>(items: AsyncGenerator<Record<string, unknown>>, map: (item: Record<string, unknown>) => T): AsyncGenerator<T> {
  for await (const item of items) yield map(item);
}

/** Every application of one offer, oldest first. */
export const listOfferApplications = async (offerId: string): Promise<StoredApplication[]> => {
  const applications: StoredApplication[] = [];
  for await (const item of queryItems({
    TableName: table(),
    KeyConditionExpression: 'pk = :offer AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':offer': keys.offerPk(offerId), ':prefix': keys.applicationPrefix },
    ConsistentRead: true,
  })) {
    applications.push(fromItem(item));
  }
  return applications.sort((a, b) => a.appliedAt.localeCompare(b.appliedAt));
};

/**
 * Moves an application from `from` to `to`, with its event, only if it is still in `from` and
 * still the company's (a concurrent change wins, and nothing is written twice). False when it
 * moved meanwhile.
 */
export const changeApplicationStatus = async (
  application: Pick<StoredApplication, 'offerId' | 'studentUid' | 'companyUid'>,
  from: ApplicationStatus,
  to: ApplicationStatus,
  at: string,
  event: OutboxWrite,
): Promise<boolean> => {
  const viewed = from === 'enviada' ? ', viewedAt = if_not_exists(viewedAt, :at)' : '';
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: keys.application(application.offerId, application.studentUid),
      UpdateExpression: `SET #status = :to, updatedAt = :at${viewed}`,
      ConditionExpression: '#status = :from AND companyUid = :company',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': to, ':from': from, ':at': at, ':company': application.companyUid },
    },
  };
  return whenConditionFails(
    writeTogether([update, event]).then(() => true),
    () => false,
  );
};

/**
 * The student withdraws their application: it stays, as `retirada`, so that its company sees it
 * went; only from `from` (a concurrent answer of the company wins, and the student tries again on
 * what it became). False when it moved meanwhile or is gone.
 */
export const withdrawApplication = async (application: Pick<StoredApplication, 'offerId' | 'studentUid'>, from: ApplicationStatus, at: string, event: OutboxWrite): Promise<boolean> => {
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: keys.application(application.offerId, application.studentUid),
      UpdateExpression: 'SET #status = :withdrawn, updatedAt = :at, withdrawnAt = :at',
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':withdrawn': 'retirada', ':from': from, ':at': at },
    },
  };
  return whenConditionFails(
    writeTogether([update, event]).then(() => true),
    () => false,
  );
};

/**
 * Deletes one application (the erasure of its student), with its event and `alongside` (what else goes
 * with it), if it is still there: an index that still shows an application already deleted writes
 * nothing, and no second event.
 */
export const deleteApplication = async (application: Pick<StoredApplication, 'offerId' | 'studentUid'>, event?: OutboxWrite, alongside: readonly TransactItem[] = []): Promise<boolean> => {
  const remove: TransactItem = { Delete: { TableName: table(), Key: keys.application(application.offerId, application.studentUid), ConditionExpression: 'attribute_exists(pk)' } };
  return conditionHolds(writeTogether([remove, ...(event ? [event] : []), ...alongside]));
};

/** The offers of one company (the byCompany index), newest first, every page: the ids and titles the company's summary needs. */
export const listCompanyOffers = async (companyUid: string): Promise<Pick<Offer, 'offerId' | 'title' | 'status'>[]> => {
  const index = indexKeys('internships').byCompany;
  const offers: Pick<Offer, 'offerId' | 'title' | 'status'>[] = [];
  for await (const item of queryItems({
    TableName: table(),
    IndexName: 'byCompany',
    KeyConditionExpression: `${index.partitionKey} = :company`,
    ExpressionAttributeValues: { ':company': keys.company(companyUid) },
    ProjectionExpression: 'offerId, title, #status',
    ExpressionAttributeNames: { '#status': 'status' },
    ScanIndexForward: false,
  })) {
    offers.push({ offerId: String(item.offerId), title: String(item.title), status: item.status as Offer['status'] });
  }
  return offers;
};
