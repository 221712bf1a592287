import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyLogoType } from '../../shared/companies';
import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import type { ChileanRegion } from '../../shared/internships';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems, whenConditionFails, writeTogether } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * The only module that touches company pages in the internships table. A page is one item keyed by
 * its slug (`COMPANY-PAGE#<slug>` / `PAGE`): creating it claims the slug, and the public page and its
 * logo are one GetItem. A second item under the company (`COMPANY#<uid>` / `PAGE`) says which slug is
 * its own; both are written together, once. The page carries byListing's keys ('COMPANY-PAGES', by
 * slug), so that the sitemap lists every page with one Query.
 */
export interface StoredCompanyPage {
  slug: string;
  companyUid: string;
  /** Copies of the company's document, set again at each write: the public page reads no user document. */
  legalName: string;
  region?: ChileanRegion;
  comuna?: string;
  description: string;
  website: string;
  logo?: { key: string; contentType: CompanyLogoType; version: string };
  updatedAt: string;
}

const table = () => env().TABLE_INTERNSHIPS;
const pageFields = ['pk', 'sk', 'listingPk', 'listingSort'] as const;

const fromItem = (item: Record<string, unknown>): StoredCompanyPage => {
  const page = { ...item };
  for (const field of pageFields) Reflect.deleteProperty(page, field);
  return page as unknown as StoredCompanyPage;
};

export const getCompanyPage = async (slug: string): Promise<StoredCompanyPage | undefined> => {
  const { Item: item } = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.companyPage(slug) }));
  return item ? fromItem(item) : undefined;
};

/** The slug of a company's page, if it has one. */
export const getCompanySlug = async (companyUid: string): Promise<string | undefined> => {
  const { Item: item } = await dynamo.send(new GetCommand({ TableName: table(), Key: keys.companyPageOwner(companyUid), ConsistentRead: true }));
  return typeof item?.slug === 'string' ? item.slug : undefined;
};

/**
 * A company's first page: its slug claimed and its owner item, together. 'slug-taken' when another
 * company's page has this slug, 'has-page' when this company got one meanwhile; nothing is written then.
 */
export const createCompanyPage = (page: StoredCompanyPage): Promise<'created' | 'slug-taken' | 'has-page'> =>
  whenConditionFails(
    writeTogether([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.companyPage(page.slug), listingPk: keys.companyPages, listingSort: page.slug, ...page },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: { ...keys.companyPageOwner(page.companyUid), slug: page.slug }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]).then(() => 'created' as const),
    (failed) => (failed.items.includes(1) ? ('has-page' as const) : ('slug-taken' as const)),
  );

/** Sets these fields of a company's page (it must exist and be this company's); answers the page as written, or undefined. */
export const updateCompanyPage = async (slug: string, companyUid: string, changes: Partial<Omit<StoredCompanyPage, 'slug' | 'companyUid'>>, removeLogo = false): Promise<StoredCompanyPage | undefined> => {
  const entries = Object.entries(changes);
  const sets = entries.map((_entry, index) => `#f${index} = :v${index}`);
  const removes = removeLogo ? ' REMOVE #logo' : '';
  const names: Record<string, string> = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  if (removeLogo) names['#logo'] = 'logo';
  const written = await whenConditionFails(
    dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.companyPage(slug),
        UpdateExpression: `SET ${sets.join(', ')}${removes}`,
        ConditionExpression: 'companyUid = :uid',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])), ':uid': companyUid },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    () => undefined,
  );
  return written?.Attributes ? fromItem(written.Attributes) : undefined;
};

/** Every company page's slug and last change, by slug (the sitemap). */
export async function* listCompanyPages(): AsyncGenerator<Pick<StoredCompanyPage, 'slug' | 'updatedAt'>> {
  const index = indexKeys('internships').byListing;
  for await (const item of queryItems({
    TableName: table(),
    IndexName: 'byListing',
    KeyConditionExpression: `${index.partitionKey} = :pages`,
    ExpressionAttributeValues: { ':pages': keys.companyPages },
    ProjectionExpression: 'slug, updatedAt',
  })) {
    yield { slug: String(item.slug), updatedAt: String(item.updatedAt) };
  }
}

/** Removes a company's page and its owner item (its account's erasure); the slug is free again. Nothing there is a no-op. */
export const deleteCompanyPage = async (companyUid: string): Promise<void> => {
  const slug = await getCompanySlug(companyUid);
  if (!slug) return;
  await conditionHolds(dynamo.send(new DeleteCommand({ TableName: table(), Key: keys.companyPage(slug), ConditionExpression: 'companyUid = :uid', ExpressionAttributeValues: { ':uid': companyUid } })));
  await dynamo.send(new DeleteCommand({ TableName: table(), Key: keys.companyPageOwner(companyUid) }));
};
