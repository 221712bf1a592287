import { envVarNames } from '../../lambdas/lib/env';
import { EVENT_SOURCE, eventCatalogue } from '../../shared/events';
import { routeList } from '../../shared/routes';
import { accessOf, type FunctionAccess } from '../lib/access';
import { httpFunctions } from '../lib/http-functions';
import { scheduledJobs } from '../../shared/data/jobs';
import { SIGNING_KEY_PREFIX } from '../../shared/data/keys';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { functionLabel } from '../lib/constructs/alarms';
import { type Template } from 'aws-cdk-lib/assertions';
import { resourcesOf, synthStages } from './synth';
import { liveHandlers } from '../../shared/live';

type Statement = { Effect?: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

/** The IAM actions an access declaration stands for (what `AppFunction` grants). */
const expectedActions = (access: FunctionAccess): string[] =>
  [
    ...Object.values(access.tables ?? {}).flatMap((actions) => actions.map((action) => `dynamodb:${action}`)),
    ...Object.values(access.buckets ?? {}).flatMap((bucket) => bucket.actions.map((action) => `s3:${action}`)),
    ...(access.userPool ?? []).map((action) => `cognito-idp:${action}`),
    // A publisher writes its events to the outbox table (lambdas/lib/events.ts); only the relay puts them on the bus.
    ...(access.publishes?.length ? ['dynamodb:PutItem'] : []),
    ...(access.relaysEvents ? ['events:PutEvents'] : []),
    // The dead-letter eraser reads every dead-letter queue through: receives, deletes what names the account, puts the rest back.
    ...(access.deadLetters ? ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:ReceiveMessage'] : []),
    ...(access.mail ?? []).map((action) => `ses:${action}`),
    ...(access.liveConnections?.length ? ['execute-api:ManageConnections'] : []),
    // Creating a schedule passes the role that runs it (infra/lib/constructs/live.ts).
    ...(access.liveSocketExpiry ?? []).flatMap((action) => [`scheduler:${action}`, ...(action === 'CreateSchedule' ? ['iam:PassRole'] : [])]),
  ].sort();

/** Every granted action but the function's own log writing and dead-letter sending. */
// Logs, tracing, and sending to a dead-letter queue or on-failure destination (CDK's grant adds the two reads).
const housekeeping = new Set(['logs:CreateLogStream', 'logs:PutLogEvents', 'sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
/** What CDK's SqsEventSource grants a job's worker to consume its queue. */
const queueReading = new Set(['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage']);
/** What CDK's DynamoEventSource grants a stream consumer to read its table's stream. */
const streamReading = new Set(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams']);
const streamConsumers = (tables as readonly TableDefinition[]).flatMap((table) =>
  (table.streamConsumers ?? []).map((handler) => [`Consumes the ${table.name} table's stream: ${handler}`, handler] as const),
);

/** A value that names a resource of the app stack: `Ref`/`GetAtt` in its own template, an output of it read with `Fn::GetStackOutput` from the jobs stack. */
const names = (value: unknown, logicalIdStart: string): boolean => {
  const text = JSON.stringify(value);
  return text.includes(`"Ref":"${logicalIdStart}`) || text.includes(`"Fn::GetAtt":["${logicalIdStart}`) || new RegExp(`"OutputName":"[^"]*${logicalIdStart}`).test(text);
};

describe('every function of the app', () => {
  // The app stack's functions, and the scheduled jobs' in their own stack.
  const { app: template, jobs } = synthStages('dev');
  const templates: readonly Template[] = [template, jobs];
  const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];
  const routers = httpFunctions();
  /** Each function's declared access (an access.ts under lambdas/), by the description it carries. */
  const accessByDescription = new Map<string, FunctionAccess>([
    ...routers.map((fn) => [fn.description, accessOf(fn.name)] as const),
    ...consumers.map((consumer) => [`Consumes domain events: ${consumer}`, accessOf(consumer)] as const),
    ...scheduledJobs.map((job) => [`Scheduled job: ${job.handler}`, accessOf(job.handler)] as const),
    ...scheduledJobs.map((job) => [`Job worker: ${job.worker.handler}`, accessOf(job.worker.handler)] as const),
    ...streamConsumers.map(([description, handler]) => [description, accessOf(handler)] as const),
    ['Live socket $connect', accessOf(liveHandlers.connect)],
    ['Live socket $disconnect', accessOf(liveHandlers.disconnect)],
    ['Live socket: closes it when its token expires', accessOf(liveHandlers.closeExpired)],
  ]);
  type Located = [string, { Properties: Record<string, unknown> }, Template];
  const appFunctions: Located[] = templates.flatMap((owner) =>
    resourcesOf(owner, 'AWS::Lambda::Function')
      .filter(([, fn]) => accessByDescription.has(fn.Properties.Description as string))
      .map(([id, fn]): Located => [id, fn, owner]),
  );

  const statementsOf = (fn: { Properties: Record<string, unknown> }, owner: Template = template): Statement[] => {
    const [roleId] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    return resourcesOf(owner, 'AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

  it('includes one function per feature folder of lambdas/http/, per consumer, per scheduled job, per stream consumer and per live socket route', () => {
    const features = new Set(routeList.map((route) => route.handler.split('/').slice(0, 2).join('/')));
    expect(routers.map((fn) => fn.name).sort()).toEqual([...features].sort());
    expect(appFunctions).toHaveLength(features.size + consumers.length + 2 * scheduledJobs.length + streamConsumers.length + Object.keys(liveHandlers).length);
  });

  it('lets no function but events/outbox-relay put events on the bus: every other one, the pool\'s triggers included, writes to the outbox', () => {
    const lambdas = templates.flatMap((owner) => resourcesOf(owner, 'AWS::Lambda::Function').map(([, fn]) => [fn, owner] as const));
    const withPutEvents = lambdas
      .filter(([fn, owner]) => fn.Properties.Role && actionsOf(statementsOf(fn, owner)).includes('events:PutEvents'))
      .map(([fn]) => fn.Properties.Description as string);
    expect(withPutEvents).toEqual(["Consumes the outbox table's stream: events/outbox-relay"]);
  });

  describe.each(appFunctions.map(([id, fn, owner]) => [fn.Properties.Description as string, id, fn, owner] as const))('%s', (description, id, fn, owner) => {
    const access = accessByDescription.get(description) ?? {};
    const statements = statementsOf(fn, owner);
    const alarms = resourcesOf(owner, 'AWS::CloudWatch::Alarm');

    it('runs Node.js 24 on ARM64 with 512 MB, X-Ray active tracing on', () => {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: 512, Handler: 'index.handler', TracingConfig: { Mode: 'Active' } });
    });

    it('gets every variable of lambdas/lib/env.ts, and logs in Lambda\'s JSON format at the stage\'s level', () => {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of envVarNames()) expect(variables[name]).toBeDefined();
      expect(variables).toMatchObject({ STAGE: 'dev', NODE_OPTIONS: '--enable-source-maps' });
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' });
    });

    it('logs to its own log group, kept a month, and may write to that group only', () => {
      const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(owner.findResources('AWS::Logs::LogGroup')[logGroup]?.Properties).toMatchObject({ RetentionInDays: 30 });
      const logStatements = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('logs:')));
      expect(logStatements.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [logGroup, 'Arn'] }]);
      const [roleId] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      const roles = owner.findResources('AWS::IAM::Role') as Record<string, { Properties: Record<string, unknown> }>;
      expect(roles[roleId]?.Properties.ManagedPolicyArns).toBeUndefined();
    });

    it('is granted exactly the access declared in its folder (its access.ts), no more', () => {
      const reading = description.startsWith('Consumes the ') ? streamReading : description.startsWith('Job worker: ') ? queueReading : new Set<string>();
      const allowed = statements.filter((statement) => statement.Effect !== 'Deny');
      const granted = [...new Set(actionsOf(allowed).filter((action) => !housekeeping.has(action) && !reading.has(action)))].sort();
      // Every route function reads the origin secret for its first check (lambdas/lib/origin-check.ts; infra/test/origin.test.ts).
      const originCheck = routers.some((fn) => fn.description === description) ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] : [];
      expect(granted).toEqual([...new Set([...expectedActions(access), ...originCheck])].sort());
    });

    it('is given the payment provider\'s URL exactly when a handler of it calls Transbank (its access says payments)', () => {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect({ description, transbank: variables.TRANSBANK_ENVIRONMENT !== undefined }).toEqual({ description, transbank: access.payments === true });
    });

    it('reads the signing keys (auth items under SIGNING-KEY#) only if it signs or verifies: any other holder of the auth table is denied them', () => {
      if (!access.tables?.auth) return;
      const denials = statements.filter((statement) => statement.Effect === 'Deny');
      if (access.signingKeys) {
        expect(denials).toEqual([]);
        return;
      }
      expect(denials).toEqual([
        expect.objectContaining({
          Action: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'].map((action) => `dynamodb:${action}`),
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${SIGNING_KEY_PREFIX}*`] } },
        }),
      ]);
      expect(names(denials[0]?.Resource, 'AuthTable')).toBe(true);
    });

    it('puts nothing on the bus unless it is the outbox relay, which puts only the app source', () => {
      const putEvents = statements.filter((statement) => actionsOf([statement]).includes('events:PutEvents'));
      if (!description.includes('events/outbox-relay')) {
        expect(putEvents).toEqual([]);
        return;
      }
      expect(putEvents.map((statement) => statement.Condition)).toEqual([{ StringEquals: { 'events:source': EVENT_SOURCE } }]);
    });

    it('reaches the uploads bucket only under its declared prefix', () => {
      for (const statement of statements.filter((candidate) => actionsOf([candidate]).some((action) => action.startsWith('s3:')))) {
        expect(JSON.stringify(statement.Resource) + JSON.stringify(statement.Condition ?? {})).toContain(access.buckets?.uploads?.prefix ?? 'a declared prefix');
      }
    });

    it('alarms on its errors, in one of the stage\'s error alarms', () => {
      type MetricStat = { MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: { Value: unknown }[] } } };
      const watchesMyErrors = (metric: MetricStat): boolean =>
        metric.MetricStat?.Metric.MetricName === 'Errors' &&
        metric.MetricStat.Metric.Namespace === 'AWS/Lambda' &&
        (metric.MetricStat.Metric.Dimensions ?? []).some((dimension) => JSON.stringify(dimension.Value) === JSON.stringify({ Ref: id }));
      const alarm = alarms.find(([, candidate]) => ((candidate.Properties.Metrics ?? []) as MetricStat[]).some(watchesMyErrors));
      expect(alarm?.[1].Properties).toMatchObject({ Threshold: 1 });
      expect(names(alarm?.[1].Properties.AlarmActions, 'AlarmsTopic')).toBe(true);
      expect(String(alarm?.[1].Properties.AlarmDescription)).toContain(functionLabel(description));
    });
  });

  it('gives no function a wildcard action', () => {
    for (const [, fn, owner] of appFunctions) expect(actionsOf(statementsOf(fn, owner)).filter((action) => action.includes('*'))).toEqual([]);
  });

  it('names every table in the environment', () => {
    const variables = (appFunctions[0]?.[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const table of tables) expect(variables[table.envVar]).toEqual({ Ref: expect.stringMatching(/Table/) as unknown });
  });

  it('publishes the functions\' environment as an output, for the ops commands', () => {
    const output = template.findOutputs('FunctionEnvironment');
    const value = JSON.stringify(Object.values(output)[0]?.Value);
    for (const name of envVarNames()) expect(value).toContain(`\\"${name}\\"`);
  });
});
