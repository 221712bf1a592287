import { Match } from 'aws-cdk-lib/assertions';
import { EVENT_SOURCE, eventCatalogue } from '../../shared/events';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { accounts } from '../lib/stage-config';
import { resourcesOf, synthStage } from './synth';

const getAtt = (value: unknown): string | undefined => (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];

describe('domain events', () => {
  const template = synthStage('dev');
  const rules = resourcesOf(template, 'AWS::Events::Rule');
  const functions = new Map(resourcesOf(template, 'AWS::Lambda::Function'));
  const [busId] = Object.keys(template.findResources('AWS::Events::EventBus'));
  const consumerModules = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];
  /** `arn:…:events:<region>:<account>:rule/<bus>/*`: every rule of the stage's bus. */
  const busRules = { 'Fn::Join': ['', [`arn:aws:events:sa-east-1:${accounts.nonProduction}:rule/`, { Ref: busId }, '/*']] };

  it('has the stage bus', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'beneficios-dev' });
  });

  it('has one rule per event of the catalogue', () => {
    expect(rules).toHaveLength(eventCatalogue.length);
    expect(rules.map(([, rule]) => (rule.Properties.EventPattern as { 'detail-type': string[] })['detail-type'][0]).sort()).toEqual(
      eventCatalogue.map((event) => event.detailType).sort(),
    );
  });

  it('keeps dead letters and job messages 14 days (a run may drain for days), encrypted, over TLS only', () => {
    for (const [queueId, queue] of resourcesOf(template, 'AWS::SQS::Queue')) {
      expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 60 * 60, SqsManagedSseEnabled: true });
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('grants EventBridge one invocation permission per consumer, whatever the number of events it consumes', () => {
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission').filter(([, permission]) => permission.Properties.Principal === 'events.amazonaws.com');
    expect(permissions).toHaveLength(consumerModules.length);
    for (const [, permission] of permissions) expect(permission.Properties.SourceArn).toEqual(busRules);
    expect(eventCatalogue.flatMap((event) => event.consumers).length).toBeGreaterThan(consumerModules.length);
  });

  it('has one function and one dead-letter queue per consumer module', () => {
    // Besides those of the tables' stream consumers (the jobs' are in their own stack: jobs.test.ts).
    const streamConsumers = (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []);
    template.resourceCountIs('AWS::SQS::Queue', consumerModules.length + streamConsumers.length);
    for (const consumer of consumerModules) {
      const matching = [...functions.values()].filter((fn) => fn.Properties.Description === `Consumes domain events: ${consumer}`);
      expect(matching).toHaveLength(1);
    }
  });

  const pairs = eventCatalogue.flatMap((event) => event.consumers.map((consumer) => [event.detailType, consumer] as const));

  describe.each(pairs)('%s -> %s', (detailType, consumer) => {
    const [, rule] = rules.find(([, candidate]) => {
      const pattern = candidate.Properties.EventPattern as { 'detail-type'?: string[] };
      return pattern['detail-type']?.includes(detailType);
    }) ?? [];
    const targets = (rule?.Properties.Targets ?? []) as { Arn: unknown; DeadLetterConfig?: { Arn: unknown }; RetryPolicy?: unknown }[];
    const target = targets.find((candidate) => functions.get(getAtt(candidate.Arn) ?? '')?.Properties.Description === `Consumes domain events: ${consumer}`);

    it('has a rule on the bus matching the source and the detail-type', () => {
      expect(rule?.Properties).toMatchObject({
        EventBusName: { Ref: busId },
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': [detailType] },
        State: 'ENABLED',
      });
    });

    it('targets the consumer with retries and a dead-letter queue', () => {
      expect(target).toBeDefined();
      expect(target?.RetryPolicy).toEqual({ MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 7200 });
      const queueId = getAtt(target?.DeadLetterConfig?.Arn);
      expect(queueId).toBeDefined();
      expect(Object.keys(template.findResources('AWS::SQS::Queue'))).toContain(queueId);
    });

    it('lets the rules of the stage\'s bus, and only EventBridge, park events in the queue and invoke the consumer', () => {
      const queueId = getAtt(target?.DeadLetterConfig?.Arn) ?? '';
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Allow', Action: 'sqs:SendMessage', Principal: { Service: 'events.amazonaws.com' }, Condition: { ArnLike: { 'aws:SourceArn': busRules } } }),
          ]),
        },
      });
      template.hasResourceProperties('AWS::Lambda::Permission', { FunctionName: { 'Fn::GetAtt': [getAtt(target?.Arn), 'Arn'] }, Principal: 'events.amazonaws.com', SourceArn: busRules });
    });

    it('sends failed asynchronous invocations of the consumer to the same queue', () => {
      const functionId = getAtt(target?.Arn) ?? '';
      const queueId = getAtt(target?.DeadLetterConfig?.Arn);
      expect(functions.get(functionId)?.Properties.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: functionId }, MaximumRetryAttempts: 2 });
    });
  });

  it('alarms by mail when a dead-letter queue holds a message', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alertas-dev@beneficios.cl' });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^Alarms') }],
    });
  });
});
