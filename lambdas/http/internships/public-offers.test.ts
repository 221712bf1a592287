import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { internshipKeys } from '../../../shared/data/keys';
import type { Offer } from '../../../shared/internships';
import { offerItem } from '../../internships/offers.repository';
import { context, httpEvent, testEnv, useTestEnv } from '../../testing/events';

/**
 * What the anonymous public reads of offers answer: the offer a visitor needs, and no account id
 * (a company's uid would let anyone aim the per-account limits of its account at it).
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const companyUid = '9a8b7c6d-1111-4222-8333-444455556666';
const offer: Offer = {
  offerId: 'f3b1c2d4-0000-4000-8000-000000000001',
  companyUid,
  companyName: 'Panadería Los Andes SpA',
  title: 'Práctica en marketing digital',
  area: 'comunicaciones',
  description: 'Apoyarás las redes sociales de la panadería.',
  requirements: 'Estudiante de Publicidad.',
  modality: 'presencial',
  region: 'Metropolitana de Santiago',
  comuna: 'Providencia',
  durationMonths: 3,
  startDate: '2099-01-04',
  stipendClp: 350_000,
  vacancies: 1,
  deadline: toIsoDate({ ...todayInChile(), year: todayInChile().year + 1 }),
  status: 'publicada',
  featured: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  publishedAt: '2026-11-20T12:00:00.000Z',
  reportCount: 2,
  lastReportedAt: '2026-11-21T12:00:00.000Z',
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: internshipKeys.offer(offer.offerId) }).resolves({ Item: offerItem(offer) });
  dynamo.on(QueryCommand).resolves({ Items: [offerItem(offer)] });
});

const call = async (module: string, route: { method: 'GET'; path: `/api/${string}` }, pathParameters?: Record<string, string>) => {
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  return handler(httpEvent(route, pathParameters ? { pathParameters } : {}), context);
};

describe.each([
  ['GET /api/internships', () => call('get-internships', { method: 'GET', path: '/api/internships' })],
  ['GET /api/internships/{offerId}', () => call('get-internship', { method: 'GET', path: '/api/internships/{offerId}' }, { offerId: offer.offerId })],
  ['GET /api/internships/{offerId}/page', () => call('get-internship-page', { method: 'GET', path: '/api/internships/{offerId}/page' }, { offerId: offer.offerId })],
])('%s', (_route, read) => {
  it('answers the offer without the company’s account id', async () => {
    const result = await read();
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain(offer.title);
    expect(result.body).not.toContain(companyUid);
    expect(result.body).not.toContain('companyUid');
  });
});
