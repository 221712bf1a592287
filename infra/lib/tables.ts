/**
 * The DynamoDB tables, as plain data. The CDK stack builds each table from this list and the
 * local stack creates the same tables in DynamoDB Local from it: there is no second copy of
 * a table's keys or indexes anywhere.
 */
export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  readonly name: string;
  readonly type: AttributeType;
}

export interface GlobalIndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
}

export interface TableDefinition {
  /** Logical name; the physical name is `${prefix}-${name}`. */
  readonly name: string;
  /** The Lambda environment variable that carries the physical name. */
  readonly envVar: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly globalIndexes?: readonly GlobalIndexDefinition[];
  /** Epoch-seconds attribute after which DynamoDB may delete the item. Readers still check it. */
  readonly ttlAttribute: string;
  /** Whether the table streams changes (new and old images). */
  readonly stream: boolean;
}

export const tables = [
  {
    name: 'users',
    envVar: 'TABLE_USERS',
    partitionKey: { name: 'uid', type: 'S' },
    ttlAttribute: 'expiresAt',
    stream: true,
  },
  {
    // Uniqueness claims (e-mail, RUT), single-use link tokens, rate-limit counters, mail idempotency keys.
    name: 'auth',
    envVar: 'TABLE_AUTH',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    ttlAttribute: 'expiresAt',
    stream: false,
  },
  {
    name: 'audit',
    envVar: 'TABLE_AUDIT',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    ttlAttribute: 'expiresAt',
    stream: false,
  },
] as const satisfies readonly TableDefinition[];

export const physicalTableName = (prefix: string, table: Pick<TableDefinition, 'name'>): string => `${prefix}-${table.name}`;
