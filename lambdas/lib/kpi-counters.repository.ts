import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from './clients/dynamo';
import { conditionHolds } from './dynamo';
import { env } from './env';
import { counterUpdate, type CounterDelta } from './kpi-counters';

/** The KPI counter items whose sort key starts with `prefix`: one Query of the KPI partition. */
export const kpiCounters = async (prefix: string): Promise<Record<string, unknown>[]> => {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_BILLING,
      KeyConditionExpression: 'pk = :kpi AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':kpi': billingKeys.kpi, ':prefix': prefix },
    }),
  );
  return Items ?? [];
};

const MARKER_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Applies counter deltas once per event id: a marker item and the ADDs in one transaction; a
 * redelivered event finds its marker and changes nothing. Answers false when it was already applied.
 */
export const applyCounterDeltas = async (eventId: string, deltas: readonly CounterDelta[], keep?: Record<string, unknown>): Promise<boolean> => {
  const updates = deltas.filter((delta) => Object.values(delta.add).some((value) => value !== 0));
  if (updates.length === 0) return true;
  const applied = dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: env().TABLE_BILLING,
            // `keep`: a marker kept for good with these attributes (a payment's, which a later refund looks for).
            Item: { ...billingKeys.applied(eventId), ...(keep ?? { expiresAt: Math.floor(Date.now() / 1000) + MARKER_LIFETIME_SECONDS }) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...updates.map((delta) => ({ Update: counterUpdate(delta) })),
      ],
    }),
  );
  // Only the marker has a condition: the event was applied before.
  return conditionHolds(applied);
};

/** ADDs without a marker: for the seed, which writes its own records and counts them once, and for counts that are the event itself (an anonymous check's stage). */
export const addToCounters = async (deltas: readonly CounterDelta[]): Promise<void> => {
  for (const delta of deltas) {
    if (Object.values(delta.add).some((value) => value !== 0)) await dynamo.send(new UpdateCommand(counterUpdate(delta)));
  }
};
