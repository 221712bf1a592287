import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { useTestCredentials } from '../../testing/users';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const company = { uid: 'company-1', userType: 'enterprise', activated: true, company: { legalName: 'Panadería Los Andes SpA', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactPhone: '+56912345678' } };
const page = { pk: 'COMPANY-PAGE#panaderia-los-andes', sk: 'PAGE', slug: 'panaderia-los-andes', companyUid: 'company-1', legalName: 'Panadería Los Andes SpA', region: 'Metropolitana de Santiago', comuna: 'Providencia', description: '', website: '', updatedAt: '2026-11-01T12:00:00.000Z' };
const logoKey = 'profile-images/logos/company-1/11111111-2222-4333-8444-555555555555';
const oldLogoKey = 'profile-images/logos/company-1/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const svg = [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')];

const uploaded = (bytes: number[], contentType: string, size = 20_000) => {
  s3.on(HeadObjectCommand, { Key: logoKey }).resolves({ ContentLength: size, ContentType: contentType });
  s3.on(GetObjectCommand, { Key: logoKey }).resolves({ Body: { transformToByteArray: () => Promise.resolve(Uint8Array.from(bytes)) } as unknown as GetObjectCommandOutput['Body'] });
};

const call = async (module: string, route: { method: string; path: string }, options: { uid?: string; body?: unknown; slug?: string } = {}) => {
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string; headers?: Record<string, string>; isBase64Encoded?: boolean }> };
  const result = await handler(
    httpEvent(route as never, {
      ...(options.uid ? { caller: { sub: options.uid } } : {}),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.slug ? { pathParameters: { slug: options.slug } } : {}),
    }),
    context,
  );
  return result;
};
const json = (result: { body?: string }) => parse(result) as Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };

const routes = {
  get: { method: 'GET', path: '/api/company/page' },
  put: { method: 'PUT', path: '/api/company/page' },
  uploadUrl: { method: 'POST', path: '/api/company/page/logo/upload-url' },
  logo: { method: 'PUT', path: '/api/company/page/logo' },
  publicLogo: { method: 'GET', path: '/api/companies/{slug}/logo' },
};

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'company-1' } }).resolves({ Item: company });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> }) => {
    // The page as an UpdateItem would leave it: the fields set, on the page the test stored.
    const set = Object.fromEntries(Object.entries(input.ExpressionAttributeNames ?? {}).flatMap(([alias, name]) => (alias.startsWith('#f') ? [[name, input.ExpressionAttributeValues?.[`:v${alias.slice(2)}`]]] : [])));
    return { Attributes: { ...page, ...set, hits: 1 } };
  });
  s3.on(DeleteObjectCommand).resolves({});
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: oldLogoKey }, { Key: logoKey }] });
});

const withPage = (extra: Record<string, unknown> = {}) => {
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'COMPANY#company-1', sk: 'PAGE' } }).resolves({ Item: { pk: 'COMPANY#company-1', sk: 'PAGE', slug: 'panaderia-los-andes' } });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'COMPANY-PAGE#panaderia-los-andes', sk: 'PAGE' } }).resolves({ Item: { ...page, ...extra } });
};

describe('a company’s own public page', () => {
  it('is made the first time the company opens it: its slug from the razón social, without the legal form', async () => {
    const result = json(await call('get-page', routes.get, { uid: 'company-1' }));
    expect(result).toEqual({ slug: 'panaderia-los-andes', path: '/empresas/panaderia-los-andes', legalName: 'Panadería Los Andes SpA', description: '', website: '' });
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item).toMatchObject({ pk: 'COMPANY-PAGE#panaderia-los-andes', listingPk: 'COMPANY-PAGES', listingSort: 'panaderia-los-andes' });
  });

  it('saves its description and website; a website must be a whole https address', async () => {
    withPage();
    const saved = json(await call('put-page', routes.put, { uid: 'company-1', body: { description: 'Pan de masa madre desde 1987.', website: 'https://panaderialosandes.cl' } }));
    expect(saved).toMatchObject({ description: 'Pan de masa madre desde 1987.', website: 'https://panaderialosandes.cl' });
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({ Key: { pk: 'COMPANY-PAGE#panaderia-los-andes', sk: 'PAGE' }, ConditionExpression: 'companyUid = :uid' });
    for (const website of ['panaderialosandes.cl', 'http://panaderialosandes.cl', 'javascript:alert(1)']) {
      const refused = await call('put-page', routes.put, { uid: 'company-1', body: { description: '', website } });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error?.fields?.website).toBe('Ingresa la dirección completa del sitio web, por ejemplo https://www.tuempresa.cl.');
    }
  });
});

describe('a company’s logo', () => {
  it('is uploaded with a link that takes only the type and size it was asked for', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
    const result = await call('post-logo-upload-url', routes.uploadUrl, { uid: 'company-1', body: { contentType: 'image/png', size: 20_000 } });
    const body = json(result) as { key: string; fields: Record<string, string> };
    expect(body.key).toMatch(/^profile-images\/logos\/company-1\/[0-9a-f-]{36}$/);
    const policy = JSON.parse(Buffer.from(body.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 1024 * 1024], ['eq', '$Content-Type', 'image/png']]));
    for (const bad of [{ contentType: 'image/svg+xml', size: 100 }, { contentType: 'image/png', size: 1024 * 1024 + 1 }]) expect((await call('post-logo-upload-url', routes.uploadUrl, { uid: 'company-1', body: bad })).statusCode).toBe(400);
  });

  it('is kept when it is a real PNG, JPEG or WebP: the page names its version, the replaced logo is deleted', async () => {
    withPage({ logo: { key: oldLogoKey, contentType: 'image/jpeg', version: 'eeeeeeeeeeee' } });
    uploaded(png, 'image/png');
    const result = json(await call('put-logo', routes.logo, { uid: 'company-1', body: { key: logoKey } }));
    expect(result.logoPath).toBe('/empresas/panaderia-los-andes/logo?v=555555555555');
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':v0': { key: logoKey, contentType: 'image/png', version: '555555555555' } });
    expect(s3.commandCalls(DeleteObjectCommand).map((deleted) => deleted.args[0].input.Key)).toEqual([oldLogoKey]);
  });

  it.each([
    ['an SVG (it can carry scripts)', svg, 'image/png'],
    ['a JPEG declared as PNG', jpeg, 'image/png'],
  ])('refuses %s and deletes it, changing nothing', async (_what, bytes, contentType) => {
    withPage();
    uploaded(bytes, contentType);
    const result = await call('put-logo', routes.logo, { uid: 'company-1', body: { key: logoKey } });
    expect(result.statusCode).toBe(400);
    expect(json(result).error?.message).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand).map((deleted) => deleted.args[0].input.Key)).toEqual([logoKey]);
  });

  it('refuses a key of another company’s prefix', async () => {
    withPage();
    const result = await call('put-logo', routes.logo, { uid: 'company-1', body: { key: 'profile-images/logos/company-2/11111111-2222-4333-8444-555555555555' } });
    expect(result.statusCode).toBe(403);
  });

  it('is served by its slug, as the image itself, and only there', async () => {
    withPage({ logo: { key: logoKey, contentType: 'image/png', version: '555555555555' } });
    uploaded(png, 'image/png');
    const served = await call('get-company-logo', routes.publicLogo, { slug: 'panaderia-los-andes' });
    expect(served).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } });
    expect([...Buffer.from(served.body ?? '', 'base64')]).toEqual(png);
    expect((await call('get-company-logo', routes.publicLogo, { slug: 'otra-empresa' })).statusCode).toBe(404);
    expect((await call('get-company-logo', routes.publicLogo, { slug: '..%2f..' })).statusCode).toBe(404);
  });
});
