import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, type TransactItem } from '../lib/dynamo';

/**
 * What the pool's pre-sign-up trigger reads and removes when a verified Google sign-in takes over an
 * e-mail account never activated. The trigger cannot read the functions' whole configuration (the
 * pool names the trigger, so the trigger cannot name the pool), hence the table names as arguments.
 */
export interface TakeoverTables {
  users: string;
  auth: string;
}

export interface UnactivatedHolder {
  uid: string;
  email: string;
  rut: string;
  /** Which RUT claim it holds: a company's or a person's. */
  enterprise: boolean;
  activated: boolean;
  disabled?: boolean;
}

/** Our document of an account, as the decision needs it; undefined when there is none. */
export const readHolder = async (tables: TakeoverTables, uid: string): Promise<UnactivatedHolder | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tables.users, Key: { uid }, ConsistentRead: true, ProjectionExpression: 'uid, email, rut, userType, activated, disabled' }));
  if (!Item) return undefined;
  return {
    uid: String(Item.uid),
    email: String(Item.email),
    rut: String(Item.rut),
    enterprise: Item.userType === 'enterprise',
    activated: Item.activated === true,
    ...(Item.disabled === true ? { disabled: true } : {}),
  };
};

/**
 * Removes an unactivated document with its e-mail and RUT claims (a claim another account holds is
 * left alone), and `also` (the takeover's event, the new Google sign-up's pending record), in one
 * transaction that holds only while the document is still unactivated. False when it was activated
 * meanwhile: nothing is removed.
 */
export const removeUnactivatedHolder = (tables: TakeoverTables, holder: UnactivatedHolder, also: readonly TransactItem[]): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tables.users,
              Key: { uid: holder.uid },
              ConditionExpression: 'attribute_exists(uid) AND activated = :false',
              ExpressionAttributeValues: { ':false': false },
            },
          },
          ...[authKeys.uniqueEmail(holder.email), authKeys.uniqueRut(holder.rut, holder.enterprise ? 'company' : 'person')].map((key) => ({
            Delete: {
              TableName: tables.auth,
              Key: key,
              ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
              ExpressionAttributeNames: { '#uid': 'uid' },
              ExpressionAttributeValues: { ':uid': holder.uid },
            },
          })),
          ...also,
        ],
      }),
    ),
  );

/** The takeover of an e-mail account that has no document (a registration that never completed): its event and the new sign-up's record. */
export const recordTakeoverWithoutHolder = async (items: readonly TransactItem[]): Promise<void> => {
  await dynamo.send(new TransactWriteCommand({ TransactItems: [...items] }));
};
