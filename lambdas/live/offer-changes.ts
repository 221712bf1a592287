import type { DynamoDBRecord } from 'aws-lambda';
import { inOrder, imageOf, pushToUser, type Image } from './push';

/** An offer's item (not a report or an application), and what its company sees change. */
const isOffer = (image: Image | undefined): image is Image & { offerId: string; companyUid: string } => image?.sk === 'OFFER' && typeof image.offerId === 'string' && typeof image.companyUid === 'string';
const visible = (image: Image) => [image.status, image.updatedAt, image.reportCount];

/** One change of the internships table: an offer created or changed, told to its company's open sockets. */
export const applyOfferChange = async (record: DynamoDBRecord): Promise<void> => {
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  if (!isOffer(after)) return;
  if (isOffer(before) && visible(before).every((value, index) => value === visible(after)[index])) return;
  await pushToUser(after.companyUid, { type: 'offer', offerId: after.offerId });
};

/**
 * The internships table's stream consumer for offers: when a company's offer is published, moved,
 * expired by the job, hidden by an admin or reported, that company's open live sockets (and only
 * theirs) are told its id, so that its offer pages re-read it (web/src/features/auth/session-live.ts).
 * The message carries no content: the page reads it through the API, with the same checks as always.
 */
export const handler = inOrder(applyOfferChange, 'An offer change could not be pushed');
