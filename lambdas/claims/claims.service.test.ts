import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import type { ClaimBody } from '../../shared/contracts/me/put-claim';
import { useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';
import type { StoredClaim } from './claims.repository';
import { claimCounterDeltas, claimFrom, saveMyClaim } from './claims.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
});

const target = { benefitId: 'pgu', personId: 'maria' };
const user = testUser({ uid: 'user-1', household: { members: [{ id: 'maria', relation: 'pareja', name: 'María', birthDate: '1956-06-02', isWoman: true }] } });

/** The counters a claim adds up to, by week and counter: what the deltas of its whole history must sum to. */
const contributionOf = (claim: StoredClaim | undefined): Record<string, number> => {
  const sums: Record<string, number> = {};
  for (const delta of claimCounterDeltas(undefined, claim)) for (const [name, value] of Object.entries(delta.add)) sums[`${delta.sk}:${name}`] = (sums[`${delta.sk}:${name}`] ?? 0) + value;
  return sums;
};

describe('the weekly counters a claim moves', () => {
  it('count the mark in its week, and the decision with the money in the week it is told', () => {
    const marked = claimFrom('user-1', 'pgu:maria', target, { status: 'applied', appliedOn: '2026-11-02' }, undefined, new Date('2026-11-03T15:00:00Z'));
    expect(marked).toMatchObject({ status: 'applied', decisionDueOn: '2026-12-02', followUpOn: '2026-12-02', markedWeek: '2026-11-02', followUps: 0, version: 1 });
    expect(claimCounterDeltas(undefined, marked)).toEqual([{ sk: 'BENEFITS#2026-11-02', add: { claimsMarked: 1 } }]);
    const approved = claimFrom('user-1', 'pgu:maria', target, { status: 'approved', appliedOn: '2026-11-02', decidedOn: '2026-12-09', amountReceived: 231_732 }, marked, new Date('2026-12-10T15:00:00Z'));
    expect(approved).toMatchObject({ decidedWeek: '2026-12-07', version: 2 });
    expect(approved.followUpOn).toBeUndefined();
    expect(claimCounterDeltas(marked, approved)).toEqual([{ sk: 'BENEFITS#2026-12-07', add: { claimsApproved: 1, moneyRecovered: 231_732 } }]);
    expect(claimCounterDeltas(approved, undefined)).toEqual([
      { sk: 'BENEFITS#2026-11-02', add: { claimsMarked: -1 } },
      { sk: 'BENEFITS#2026-12-07', add: { claimsApproved: -1, moneyRecovered: -231_732 } },
    ]);
  });

  it('sum, over any history of changes and undos, to what the claim left adds: the counters stay the sum of the claims', () => {
    const body = fc.oneof(
      fc.record({ status: fc.constant('applied' as const), appliedOn: fc.constantFrom('2026-10-01', '2026-11-02') }),
      fc.record({ status: fc.constant('approved' as const), appliedOn: fc.constant('2026-10-01'), decidedOn: fc.constantFrom('2026-11-10', '2026-12-01'), amountReceived: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }) }),
      fc.record({ status: fc.constant('rejected' as const), appliedOn: fc.constant('2026-10-01'), decidedOn: fc.constant('2026-11-20') }),
    );
    const step = fc.record({ body: fc.option(body, { nil: undefined }), day: fc.integer({ min: 0, max: 60 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let claim: StoredClaim | undefined;
        const moved: Record<string, number> = {};
        for (const { body: change, day } of steps) {
          const next = change ? claimFrom('user-1', 'pgu:maria', target, change, claim, new Date(Date.UTC(2026, 10, 1 + day, 15))) : undefined;
          for (const delta of claimCounterDeltas(claim, next)) for (const [name, value] of Object.entries(delta.add)) moved[`${delta.sk}:${name}`] = (moved[`${delta.sk}:${name}`] ?? 0) + value;
          claim = next;
        }
        const nonZero = (sums: Record<string, number>) => Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));
        expect(nonZero(moved)).toEqual(nonZero(contributionOf(claim)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('PUT /api/me/claims/{key}, refused with the field’s message and nothing written', () => {
  const refused = async (key: string, body: ClaimBody) => {
    const error = await saveMyClaim(user, key, body, new Date('2026-12-07T15:00:00Z')).catch((caught: unknown) => caught);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    return error as { status: number; fields?: Record<string, string> };
  };

  it('for someone who is not in the household, or a benefit not in the catalogue', async () => {
    expect(await refused('pgu:juan', { status: 'applied', appliedOn: '2026-12-01' })).toMatchObject({ status: 400, fields: { key: 'Esa persona no está en tu hogar. Revisa quiénes viven contigo.' } });
    expect(await refused('no-such-benefit', { status: 'applied', appliedOn: '2026-12-01' })).toMatchObject({ status: 400, fields: { key: 'Ese beneficio no está en nuestro catálogo.' } });
  });

  it('for a day after today (Chile)', async () => {
    expect(await refused('pgu:maria', { status: 'applied', appliedOn: '2026-12-08' })).toMatchObject({ status: 400, fields: { appliedOn: 'La fecha no puede ser posterior a hoy.' } });
    expect(await refused('pgu:maria', { status: 'approved', appliedOn: '2026-12-01', decidedOn: '2026-12-30' })).toMatchObject({ status: 400, fields: { decidedOn: 'La fecha no puede ser posterior a hoy.' } });
  });

  it('writes a member’s claim with its counter, and with "avísame" turns reminders on in the same transaction', async () => {
    const saved = await saveMyClaim({ ...user, benefitReminders: false }, 'pgu:maria', { status: 'applied', appliedOn: '2026-12-01', remind: true }, new Date('2026-12-07T15:00:00Z'));
    expect(saved).toEqual({ key: 'pgu:maria', benefitId: 'pgu', personId: 'maria', status: 'applied', appliedOn: '2026-12-01', decisionDueOn: '2026-12-31', updatedAt: '2026-12-07T15:00:00.000Z' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Put?.TableName ?? item.Update?.TableName)).toEqual(['test-claims', 'test-billing', 'test-users', 'test-outbox']);
    expect(items[2]?.Update?.ExpressionAttributeValues).toEqual({ ':on': true, ':indexed': 'ON' });
  });
});

describe('a follow-up due ("¿Te lo aprobaron?")', () => {
  const claim = { pk: 'USER#user-1', sk: 'CLAIM#pgu:maria', uid: 'user-1', key: 'pgu:maria', benefitId: 'pgu', personId: 'maria', status: 'applied', appliedOn: '2026-11-02', decisionDueOn: '2026-12-02', followUps: 0, followUpOn: '2026-12-02', version: 1 };
  const run = async (owner: Record<string, unknown>, stored: Record<string, unknown> = claim) => {
    const { followUp } = await import('./claims.service');
    dynamo.on(GetCommand, { TableName: 'test-claims' }).resolves({ Item: stored });
    dynamo.on(GetCommand, { TableName: 'test-users' }).resolves({ Item: owner });
    return followUp({ uid: 'user-1', key: 'pgu:maria', dueOn: '2026-12-02' }, { year: 2026, month: 12, day: 2 });
  };
  const written = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

  it('moves the next one two weeks on with the mail’s event, for an owner with reminders on', async () => {
    expect(await run({ ...user, benefitReminders: true })).toBe('sent');
    const [items = []] = written();
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':sent': 1, ':next': '2026-12-16', ':due': '2026-12-02' });
    expect(items[1]?.Put?.TableName).toBe('test-outbox');
    expect(JSON.stringify(items[1]?.Put?.Item)).toContain('BenefitClaimFollowUpDue');
  });

  it('sends nothing to an owner who unsubscribed, yet moves on, so that turning reminders on again never brings a pile of them', async () => {
    expect(await run({ ...user, benefitReminders: false })).toBe('skipped');
    const [items = []] = written();
    expect(items).toHaveLength(1);
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':next': '2026-12-16' });
  });

  it('stops after the last one, and leaves alone a claim answered or moved since the job read it', async () => {
    expect(await run({ ...user, benefitReminders: true }, { ...claim, followUps: 2 })).toBe('sent');
    expect(written()[0]?.[0]?.Update?.UpdateExpression).toBe('SET followUps = :sent REMOVE followUpOn, followUpPk');
    dynamo.resetHistory();
    expect(await run({ ...user, benefitReminders: true }, { ...claim, status: 'approved', decidedOn: '2026-12-01' })).toBe('skipped');
    expect(await run({ ...user, benefitReminders: true }, { ...claim, followUpOn: '2026-12-16' })).toBe('skipped');
    expect(written()).toEqual([]);
  });
});
