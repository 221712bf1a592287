import { tables, type TableDefinition } from '../../shared/data/tables';
import { STREAM_RETRY_ATTEMPTS } from '../lib/constructs/streams';
import { resourcesOf, synthStage } from './synth';

/** Every consumer of a table's stream that shared/data/tables.ts declares. */
const declared = (tables as readonly TableDefinition[]).flatMap((table) => (table.streamConsumers ?? []).map((handler) => ({ table, handler })));

describe("the tables' stream consumers", () => {
  const template = synthStage('dev');
  // A stream's mappings start from a position; the jobs' queues have mappings too (jobs.test.ts).
  const mappings = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').filter(([, mapping]) => mapping.Properties.StartingPosition !== undefined);
  const functions = resourcesOf(template, 'AWS::Lambda::Function');

  it('declares consumers only on tables that stream', () => {
    for (const { table } of declared) expect(table.stream).toBe(true);
  });

  it('maps exactly the declared consumers, each to its own function', () => {
    expect(mappings).toHaveLength(declared.length);
    for (const { table, handler } of declared) {
      const [id] = functions.find(([, fn]) => fn.Properties.Description === `Consumes the ${table.name} table's stream: ${handler}`) ?? [];
      expect(id).toBeDefined();
      const mapping = mappings.find(([, candidate]) => (candidate.Properties.FunctionName as { Ref?: string }).Ref === id);
      expect(mapping?.[1].Properties).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.stringContaining('DeadLetterQueue'), 'Arn'] } } },
      });
    }
  });

  it('alarms on a dead-lettered record and on a consumer falling behind', () => {
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => String(alarm.Properties.AlarmDescription));
    for (const { handler } of declared) {
      expect(alarms).toContain(`Stream records failed in ${handler} and wait in its dead-letter queue`);
      expect(alarms.some((description) => description.startsWith(`${handler} is more than 5 minutes behind`))).toBe(true);
    }
  });
});
