import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBRecord } from 'aws-lambda';
import { internshipKeys } from '../../shared/data/keys';
import { imageOf, inOrder, pushToUser, type Image } from './push';

/**
 * What the student and the company see of an application: a change matters only if one of these
 * differs: its status, and its thread's last message and readings (a new message, a side that read it).
 * The thread's mail marks are the mailer's alone.
 */
const visible = (image: Image | undefined) =>
  image ? { status: image.status, lastMessageAt: image.lastMessageAt, studentReadAt: image.studentReadAt, companyReadAt: image.companyReadAt } : undefined;

/**
 * One change of the internships table: an application created, moved or withdrawn is told to its
 * student and to its offer's company (and only them). Offers, profiles and reports are not applications.
 */
export const applyApplicationChange = async (record: DynamoDBRecord): Promise<void> => {
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  const image = after ?? before;
  if (typeof image?.sk !== 'string' || !image.sk.startsWith(internshipKeys.applicationPrefix)) return;
  if (typeof image.offerId !== 'string' || typeof image.studentUid !== 'string' || typeof image.companyUid !== 'string') return;
  if (before && after && isDeepStrictEqual(visible(before), visible(after))) return;
  const message = { type: 'application', offerId: image.offerId } as const;
  await pushToUser(image.studentUid, message);
  await pushToUser(image.companyUid, message);
};

/**
 * The internships table's stream consumer for applications: the message carries no content, the
 * pages read it again through the API with the same checks as always (web/src/features/students/live.ts).
 */
export const handler = inOrder(applyApplicationChange, 'An application change could not be pushed');
