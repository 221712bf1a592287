import type { DynamoDBRecord } from 'aws-lambda';
import { streamChange, useLiveSockets } from '../testing/live';

const { connected, posted } = useLiveSockets();
type Image = Record<string, unknown>;
const change = (before: Image | undefined, after: Image | undefined): DynamoDBRecord => streamChange(before ? 'MODIFY' : 'INSERT', before, after);
const offer = (overrides: Image = {}): Image => ({ pk: 'OFFER#o1', sk: 'OFFER', offerId: 'o1', companyUid: 'company-1', status: 'publicada', updatedAt: '2026-11-01T00:00:00.000Z', reportCount: 0, ...overrides });
const run = async (...records: DynamoDBRecord[]) => (await import('./offer-changes')).handler({ Records: records });

beforeEach(() => connected('company-1', 'c1'));

it('tells the company, and only the company, that its offer changed state', async () => {
  await run(change(offer(), offer({ status: 'vencida', updatedAt: '2026-11-28T00:00:00.000Z' })));
  expect(posted()).toEqual([{ to: 'c1', message: { type: 'offer', offerId: 'o1' } }]);
});

it('says nothing for a report item, or for a write that changed nothing the company sees', async () => {
  await run(change(undefined, { pk: 'OFFER#o1', sk: 'REPORT#2026#r1', offerId: 'o1', reporterUid: 'user-9' }), change(offer(), offer()));
  expect(posted()).toEqual([]);
});
