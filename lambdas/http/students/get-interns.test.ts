import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { mockClient } from 'aws-sdk-client-mock';
import { chileanRegions } from '../../../shared/internships';
import { STUDENT_PREVIEW_SIZE, STUDENT_SEARCH_PAGE_SIZE } from '../../../shared/students';
import { studentSearchPreview } from '../../students/student-search.service';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/company/interns' } as const;

/** Visible profiles in the index's order (folded career, institution, uid); the odd ones study at Duoc UC. */
const profiles = Array.from({ length: 45 }, (_, index) => {
  const uid = `student-${String(index).padStart(2, '0')}`;
  const institution = index % 2 === 1 ? 'Duoc UC' : 'Universidad de Chile';
  return { pk: `STUDENT#${uid}`, sk: 'PROFILE', visiblePk: 'VISIBLE', studentSort: `ingenieria#${institution.toLowerCase()}#${uid}`, uid, studentName: `Estudiante ${uid}`, email: `${uid}@example.cl`, institution, career: 'Ingeniería', year: 3 };
});

/** The index as DynamoDB answers it: from after the start key, `Limit` items, with LastEvaluatedKey while more remain. */
const answerQuery = (input: { Limit?: number; ExclusiveStartKey?: { sk: string; pk: string } }) => {
  const start = input.ExclusiveStartKey ? profiles.findIndex((profile) => profile.pk === input.ExclusiveStartKey?.pk) + 1 : 0;
  const items = profiles.slice(start, start + (input.Limit ?? 100));
  const last = items.at(-1);
  const more = start + items.length < profiles.length;
  return { Items: items, ...(more && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, visiblePk: last.visiblePk, studentSort: last.studentSort } } : {}) };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { uid: 'company-1', userType: 'enterprise' } });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: { pk: 'USER#company-1', sk: 'SUBSCRIPTION', uid: 'company-1', plan: 'anual', status: 'active' } });
  dynamo.on(QueryCommand).callsFake(answerQuery);
});

const search = async (query: Record<string, string> = {}) => {
  const { handler } = await import('./get-interns');
  const result = await handler(httpEvent(route, { caller: { sub: 'company-1' }, query }), context);
  return { status: result.statusCode, body: parse(result) as { students: { studentUid: string }[]; nextCursor: string | null; error?: { fields?: Record<string, string> } } };
};

describe('GET /api/company/interns, page by page', () => {
  it('answers every visible student once, a page at a time, with a cursor until the last page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(cursor ? { cursor } : {});
      expect(page.status).toBe(200);
      expect(page.body.students.length).toBeLessThanOrEqual(STUDENT_SEARCH_PAGE_SIZE);
      seen.push(...page.body.students.map((student) => student.studentUid));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(profiles.map((profile) => profile.uid));
    expect(pages).toBe(3);
  });

  it('keeps only the students the filters match, and ends with no cursor on the last page', async () => {
    const first = await search({ institution: 'duoc' });
    expect(first.body.students).toHaveLength(STUDENT_SEARCH_PAGE_SIZE);
    expect(first.body.students.every((student) => Number(student.studentUid.slice(-2)) % 2 === 1)).toBe(true);
    const second = await search({ institution: 'duoc', cursor: first.body.nextCursor ?? '' });
    expect(second.body.students.map((student) => student.studentUid)).toEqual(['student-41', 'student-43']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a cursor of another search, or one that is not ours, in Spanish', async () => {
    const first = await search({ institution: 'duoc' });
    const other = await search({ institution: 'chile', cursor: first.body.nextCursor ?? '' });
    expect(other.status).toBe(400);
    expect(other.body.error?.fields).toEqual({ cursor: 'El cursor no es válido.' });
    expect((await search({ cursor: Buffer.from('{"k":{"pk":"USER#x"}}').toString('base64url') })).status).toBe(400);
  });
});

describe('GET /api/company/interns without the Plan Empresa: a preview that sells the plan', () => {
  beforeEach(() => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({});
  });

  it('answers how many students match and a few of their studies, with no cursor to page through', async () => {
    const result = await search({ institution: 'duoc' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ preview: true, total: 22, atLeast: false, students: Array.from({ length: STUDENT_PREVIEW_SIZE }, () => ({ career: 'Ingeniería', year: 3 })) });
  });

  it('never says who a student is: no name, e-mail, phone, institution, id or cursor, whatever the profiles hold', () => {
    // Marked, so that a value can only be found where it was put, never by chance inside a career's name.
    const identifying = fc.string({ minLength: 1, maxLength: 24 }).map((text) => `secreto-${text}`);
    const storedProfile = fc.record({
      uid: identifying,
      studentName: identifying,
      email: identifying.map((name) => `${name}@correo.cl`),
      phone: identifying,
      institution: identifying,
      cvKey: identifying,
      career: fc.constantFrom('Ingeniería Comercial', 'Derecho', 'Diseño'),
      year: fc.integer({ min: 1, max: 7 }),
      region: fc.option(fc.constantFrom(...chileanRegions), { nil: undefined }),
      visibleToCompanies: fc.constant(true),
    });
    fc.assert(
      fc.property(fc.array(storedProfile, { maxLength: 20 }), fc.boolean(), (generated, more) => {
        const profiles = generated.map(({ region, ...profile }) => ({ ...profile, ...(region ? { region } : {}) }));
        const shown = JSON.stringify(studentSearchPreview(profiles, more));
        for (const profile of generated) {
          for (const secret of [profile.uid, profile.studentName, profile.email, profile.phone, profile.institution, profile.cvKey]) expect(shown).not.toContain(secret);
        }
        expect(Object.keys(JSON.parse(shown) as object).sort()).toEqual(['atLeast', 'preview', 'students', 'total']);
      }),
    );
  });
});
