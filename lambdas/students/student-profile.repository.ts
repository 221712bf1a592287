import type { StudentProfileBody } from '../../shared/contracts/students/put-profile';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { foldForSearch } from '../../shared/internships';
import type { StudentCv, StudentProfile } from '../../shared/students';
import { dynamo } from '../lib/clients/dynamo';
import { decodeCursor, encodeCursor, type CursorQuery } from '../lib/cursor';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * The only module that touches student profiles: one item per student in the internships table,
 * `STUDENT#<uid>` / `PROFILE`. While the student is visible to companies and the profile is
 * filled in, the item carries `visiblePk` (the sparse byVisibleStudent index, what `/interns/`
 * searches) and `studentSort` (folded career, institution and uid: a company's career filter reads
 * a prefix of it).
 */
export interface StoredStudentProfile extends StudentProfile {
  uid: string;
  /** The CV's S3 key; the API never answers it. */
  cvKey?: string;
  /** Copied from the user document at each save, for the companies' search: one read a result. */
  studentName?: string;
  email?: string;
}

export const VISIBLE_STUDENT = 'VISIBLE';

const table = () => env().TABLE_INTERNSHIPS;

export const studentSortOf = (profile: Pick<StudentProfileBody, 'career' | 'institution'>, uid: string): string =>
  `${foldForSearch(profile.career)}#${foldForSearch(profile.institution)}#${uid}`;

const fromItem = (item: Record<string, unknown>): StoredStudentProfile => {
  const { pk: _pk, sk: _sk, visiblePk: _visiblePk, studentSort: _studentSort, ...profile } = item;
  return profile as unknown as StoredStudentProfile;
};

export const getStudentProfile = async (uid: string): Promise<StoredStudentProfile | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.studentProfile(uid), ConsistentRead: true }));
  return result.Item ? fromItem(result.Item) : undefined;
};

/**
 * Writes the profile's fields, keeping its CV; the visibility keys follow the switch. `contact`
 * is the name and e-mail of the user document, copied for the companies' search.
 */
export const saveStudentProfile = async (uid: string, fields: StudentProfileBody, contact: { studentName: string; email: string }): Promise<StoredStudentProfile> => {
  const now = new Date().toISOString();
  const values: Record<string, unknown> = {
    ':institution': fields.institution,
    ':career': fields.career,
    ':year': fields.year,
    ':phone': fields.phone,
    ':visible': fields.visibleToCompanies,
    ':name': contact.studentName,
    ':email': contact.email,
    ':uid': uid,
    ':now': now,
  };
  const sets = ['uid = :uid', 'institution = :institution', 'career = :career', '#year = :year', 'phone = :phone', 'visibleToCompanies = :visible', 'studentName = :name', 'email = :email', 'updatedAt = :now'];
  const removes: string[] = [];
  if (fields.region) {
    sets.push('#region = :region');
    values[':region'] = fields.region;
  } else removes.push('#region');
  if (fields.visibleToCompanies) {
    sets.push('visiblePk = :visiblePk', 'studentSort = :studentSort');
    values[':visiblePk'] = VISIBLE_STUDENT;
    values[':studentSort'] = studentSortOf(fields, uid);
  } else removes.push('visiblePk', 'studentSort');
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.studentProfile(uid),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeNames: { '#year': 'year', '#region': 'region' },
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(result.Attributes ?? {});
};

/**
 * Whether companies find the student at all: a disabled account is taken out of the candidate
 * search (`listed` false), and put back on enabling only if the student chose to be visible and
 * filled in the profile. A person without a profile has nothing to change (the write is conditional).
 */
export const setStudentListed = async (uid: string, listed: boolean): Promise<void> => {
  const profile = listed ? await getStudentProfile(uid) : undefined;
  const { career, institution } = profile ?? {};
  const visible = profile?.visibleToCompanies === true && career && institution;
  const update = listed
    ? visible
      ? { UpdateExpression: 'SET visiblePk = :visiblePk, studentSort = :studentSort', ExpressionAttributeValues: { ':visiblePk': VISIBLE_STUDENT, ':studentSort': studentSortOf({ career, institution }, uid) } }
      : undefined
    : { UpdateExpression: 'REMOVE visiblePk, studentSort' };
  if (!update) return;
  await conditionHolds(dynamo.send(new UpdateCommand({ TableName: table(), Key: keys.studentProfile(uid), ConditionExpression: 'attribute_exists(pk)', ...update })));
};

/** Keeps a checked CV on the profile (creating the item if the student had saved nothing yet). */
export const setStudentCv = async (uid: string, key: string, cv: StudentCv): Promise<StoredStudentProfile> => {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.studentProfile(uid),
      UpdateExpression: 'SET uid = :uid, cvKey = :key, cv = :cv, updatedAt = :now, visibleToCompanies = if_not_exists(visibleToCompanies, :hidden)',
      ExpressionAttributeValues: { ':uid': uid, ':key': key, ':cv': cv, ':now': cv.uploadedAt, ':hidden': false },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(result.Attributes ?? {});
};

/** Erases a student's profile (the erasure of their account). */
export const deleteStudentProfile = async (uid: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: keys.studentProfile(uid) }));
};

/** Where a search of students stopped: the keys of the last profile it kept, table and index. */
const positionSchema = z.strictObject({ pk: z.string(), sk: z.string(), visiblePk: z.literal(VISIBLE_STUDENT), studentSort: z.string() });

const cursorAfter = (item: Record<string, unknown>, query: CursorQuery): string =>
  encodeCursor({ pk: String(item.pk), sk: String(item.sk), visiblePk: String(item.visiblePk), studentSort: String(item.studentSort) }, query);

/** Profiles read per request at most: a filter that keeps few ends a page early, with a cursor. */
export const STUDENT_SEARCH_MAX_READ = 500;

/**
 * One page of visible students, by folded career (all, or those whose career starts with
 * `careerPrefix`), in the index's order: up to `pageSize` that pass `keep`, and the cursor after the
 * last one kept, null when no profile is left. `query` names the search, so that a cursor of
 * another search is refused. Reads one profile more than it answers, so that a full last page says
 * so and the next one is not an empty one.
 */
export const findVisibleStudentsPage = async (
  careerPrefix: string,
  keep: (profile: StoredStudentProfile) => boolean,
  options: { pageSize: number; query: CursorQuery; cursor?: string; maxRead?: number },
): Promise<{ profiles: StoredStudentProfile[]; nextCursor: string | null }> => {
  const index = indexKeys('internships').byVisibleStudent;
  const found: { profile: StoredStudentProfile; item: Record<string, unknown> }[] = [];
  const maxRead = options.maxRead ?? STUDENT_SEARCH_MAX_READ;
  let read = 0;
  for await (const item of queryItems({
    TableName: table(),
    IndexName: 'byVisibleStudent',
    KeyConditionExpression: careerPrefix ? `${index.partitionKey} = :visible AND begins_with(${index.sortKey}, :career)` : `${index.partitionKey} = :visible`,
    ExpressionAttributeValues: { ':visible': VISIBLE_STUDENT, ...(careerPrefix ? { ':career': careerPrefix } : {}) },
    Limit: Math.min(options.pageSize * 2 + 1, 100),
    ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, options.query, positionSchema, (at) => at.studentSort.startsWith(careerPrefix)) } : {}),
  })) {
    read += 1;
    const profile = fromItem(item);
    if (keep(profile)) found.push({ profile, item });
    const last = found[options.pageSize - 1];
    if (found.length > options.pageSize && last) return { profiles: found.slice(0, options.pageSize).map((entry) => entry.profile), nextCursor: cursorAfter(last.item, options.query) };
    if (read >= maxRead) {
      // Read enough for one request: the page ends here, short, and the next one starts after this profile.
      return { profiles: found.map((entry) => entry.profile), nextCursor: cursorAfter(item, options.query) };
    }
  }
  return { profiles: found.map((entry) => entry.profile), nextCursor: null };
};
