import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../testing/events';
import { useTestCredentials } from '../testing/users';

/**
 * The authorization of applications past the middleware (which lets every company and every person
 * through their routes, lambdas/testing/authz-matrix.ts): a company reaches the applicants, contact
 * details and CVs of its own offers only, answered 404 for another's as if absent, with nothing
 * signed or written; a student reads only their own applications; an admin reads any offer's.
 */
useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const offer = { offerId: 'OF-1', companyUid: 'company-1', companyName: 'Los Aromos', title: 'Práctica', status: 'publicada', deadline: '2099-12-31' };
const application = { pk: 'OFFER#OF-1', sk: 'APPLICATION#student-1', offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', status: 'enviada', studentName: 'Ana', appliedAt: '2026-03-01T10:00:00.000Z' };
const documents: Record<string, Record<string, unknown>> = {
  'company-1': { uid: 'company-1', userType: 'enterprise' },
  'company-2': { uid: 'company-2', userType: 'enterprise' },
  'student-1': { uid: 'student-1', userType: 'client' },
  'student-2': { uid: 'student-2', userType: 'client' },
  'admin-1': { uid: 'admin-1', userType: 'admin', twoFactor: 'totp' },
};

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand).callsFake((input: { TableName: string; Key: Record<string, string> }) => {
    if (input.TableName === testEnv.TABLE_USERS) return { Item: documents[input.Key.uid ?? ''] };
    if (input.Key.sk === 'OFFER') return { Item: offer };
    if (input.Key.sk === 'APPLICATION#student-1') return { Item: application };
    return {};
  });
  dynamo.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
    if (input.IndexName === 'byStudent') return { Items: input.ExpressionAttributeValues[':student'] === 'STUDENT#student-1' ? [application] : [] };
    return { Items: [application] };
  });
});

const call = async (module: string, route: { method: string; path: string }, sub: string, pathParameters: Record<string, string>, body?: unknown) => {
  const { handler } = (await import(module)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode: number; body?: string }> };
  const result = await handler(httpEvent(route as never, { caller: { sub, ...(sub.startsWith('admin') ? { groups: ['admin'] } : {}) }, pathParameters, ...(body ? { body: JSON.stringify(body) } : {}) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> };
};

const list = (sub: string) => call('../http/students/get-applicants', { method: 'GET', path: '/api/company/offers/{offerId}/applications' }, sub, { offerId: 'OF-1' });
const open = (sub: string) => call('../http/students/get-applicant', { method: 'GET', path: '/api/company/offers/{offerId}/applications/{studentUid}' }, sub, { offerId: 'OF-1', studentUid: 'student-1' });
const answer = (sub: string) =>
  call('../http/students/post-applicant-status', { method: 'POST', path: '/api/company/offers/{offerId}/applications/{studentUid}/status' }, sub, { offerId: 'OF-1', studentUid: 'student-1' }, { status: 'seleccionada' });

describe("another company's applicants", () => {
  it.each([
    ['the list', list],
    ['one applicant, with contact and CV', open],
    ['an answer', answer],
  ])('answers 404 to another company for %s, signing no CV link and writing nothing', async (_case, request) => {
    const result = await request('company-2');
    expect(result.status).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(JSON.stringify(result.body)).not.toContain('cvs/');
    expect(s3.calls()).toHaveLength(0);
  });

  it('lets the offer’s own company list its applicants', async () => {
    expect((await list('company-1')).body).toMatchObject({ applicants: [{ studentUid: 'student-1' }] });
  });
});

describe('an offer an admin hid', () => {
  beforeEach(() => {
    const profile = { pk: 'STUDENT#student-1', sk: 'PROFILE', uid: 'student-1', email: 'ana@example.cl', phone: '+56 9 8765 4321', cvKey: 'cvs/student-1/cv.pdf', cv: { fileName: 'cv.pdf', uploadedAt: '2026-03-01T10:00:00.000Z' } };
    dynamo.on(GetCommand).callsFake((input: { TableName: string; Key: Record<string, string> }) => {
      if (input.TableName === testEnv.TABLE_USERS) return { Item: documents[input.Key.uid ?? ''] };
      if (input.Key.sk === 'OFFER') return { Item: { ...offer, status: 'oculta' } };
      if (input.Key.sk === 'APPLICATION#student-1') return { Item: application };
      if (input.Key.sk === 'PROFILE') return { Item: profile };
      return {};
    });
  });

  it('gives its company no applicant’s contact details or CV, signs no link and marks nothing seen', async () => {
    const result = await open('company-1');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ studentUid: 'student-1', email: '', phone: '' });
    expect(JSON.stringify(result.body)).not.toMatch(/ana@example|8765|cv\.pdf|cvUrl/);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe("another student's applications", () => {
  it('reads only the caller’s own applications, by their own key', async () => {
    const mine = await call('../http/students/get-applications', { method: 'GET', path: '/api/intern/applications' }, 'student-2', {});
    expect(mine.body).toEqual({ applications: [] });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':student': 'STUDENT#student-2' });
  });
});

describe("another student's application", () => {
  const withdraw = (sub: string) => call('../http/students/post-application-withdrawal', { method: 'POST', path: '/api/intern/applications/{offerId}/withdrawal' }, sub, { offerId: 'OF-1' });

  it('cannot be withdrawn: the withdrawal reads the caller’s own key, answers 404 and writes nothing', async () => {
    const result = await withdraw('student-2');
    expect(result.status).toBe(404);
    expect(dynamo.commandCalls(GetCommand).map((get) => get.args[0].input.Key)).toContainEqual({ pk: 'OFFER#OF-1', sk: 'APPLICATION#student-2' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is withdrawn by its own student, as retirada with its event, only if still in the status read', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const result = await withdraw('student-1');
    expect(result).toMatchObject({ status: 200, body: { offerId: 'OF-1', status: 'retirada' } });
    const [update, event] = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update).toMatchObject({ Key: { pk: 'OFFER#OF-1', sk: 'APPLICATION#student-1' }, ConditionExpression: '#status = :from', ExpressionAttributeValues: { ':from': 'enviada', ':withdrawn': 'retirada' } });
    expect(JSON.stringify(event?.Put?.Item)).toContain('ApplicationStatusChanged');
  });
});

describe('admins', () => {
  it('read any offer’s applicants', async () => {
    const result = await call('../http/students/get-admin-applicants', { method: 'GET', path: '/api/admin/internships/{offerId}/applications' }, 'admin-1', { offerId: 'OF-1' });
    expect(result.body).toMatchObject({ offerId: 'OF-1', applicants: [{ studentUid: 'student-1' }] });
  });
});
