import { Match } from 'aws-cdk-lib/assertions';
import { eventCatalogue } from '../../shared/events';
import { httpFunctions } from '../lib/http-functions';
import { BOUNCE_RATE_ALARM, COMPLAINT_RATE_ALARM, MAIL_METRICS_DIMENSION } from '../lib/constructs/mail';
import { scheduledJobs } from '../../shared/data/jobs';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { liveHandlers } from '../../shared/live';
import { CLOUDFRONT_5XX_MIN_REQUESTS, CLOUDFRONT_5XX_RATE_ALARM, WAF_BLOCKED_ALARM } from '../lib/stacks/edge-alarms-stack';
import { LIVE_ERRORS_ALARM_THRESHOLD } from '../lib/constructs/live';
import { stageConfig, stageNames } from '../lib/stage-config';
import { resourcesOf, synthEdge, synthStage, synthStages } from './synth';

/** Every alarm of every stack of the stage, with its template. */
const everyAlarm = (stage: (typeof stageNames)[number]) => {
  const { app, edge, jobs, edgeAlarms } = synthStages(stage);
  return [app, jobs, edgeAlarms, ...(edge ? [edge] : [])].flatMap((template) => resourcesOf(template, 'AWS::CloudWatch::Alarm'));
};

describe('alarms and metrics', () => {
  const template = synthStage('dev');
  const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm');
  const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];

  it('mails every alarm to the stage alarm address, through one SNS topic that refuses plain HTTP', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alertas-dev@beneficios.cl', TopicArn: { Ref: Match.stringLikeRegexp('^AlarmsTopic') } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    for (const [, alarm] of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmsTopic/) as unknown }]);
  });

  it.each(stageNames)('%s: every alarm of every stack also says when it is OK again, to the same topic', (stage) => {
    const all = everyAlarm(stage);
    expect(all.length).toBeGreaterThan(10);
    for (const [, alarm] of all) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.OKActions).toEqual(alarm.Properties.AlarmActions);
    }
  });

  it('has an errors alarm per ten functions, one per dead-letter queue, and on API 5xx, bounces and complaints', () => {
    // The app's functions (one per feature folder of lambdas/http/, event and stream consumers, jobs, the live socket's) and the user pool's pre-sign-up trigger.
    const streamConsumers = (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []).length;
    // The jobs' functions, queues and alarms are in their own stack (jobs.test.ts).
    const functions = httpFunctions().length + consumers.length + streamConsumers + Object.keys(liveHandlers).length + 1;
    const queues = consumers.length + streamConsumers;
    // Stream consumers also alarm on their iterator's age; and on throttling: the stage's functions (10 to an alarm), and each table.
    // The app's functions' errors, ten to an alarm; the trigger's own alarm: its errors less its designed refusals (google.test.ts).
    const errorAlarms = Math.ceil((functions - 1) / 10) + 1;
    // API 5xx, the live socket's execution errors, bounces and complaints.
    expect(alarms).toHaveLength(errorAlarms + queues + streamConsumers + 4 + Math.ceil(functions / 10) + tables.length);
    expect(alarms.filter(([id]) => id.startsWith('AlarmsFunctionErrorsAlarm'))).toHaveLength(errorAlarms - 1);
    expect(alarms.filter(([id]) => id.startsWith('IdentityPreSignUpErrorsAlarm'))).toHaveLength(1);
    expect(alarms.filter(([, alarm]) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible')).toHaveLength(queues);
  });

  it('leaves quiet periods quiet: missing data is not a breach', () => {
    for (const [, alarm] of alarms) expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
  });

  it('counts every sending event of the configuration set in CloudWatch', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: Match.stringLikeRegexp('ConfigurationSet') },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [{ DimensionName: MAIL_METRICS_DIMENSION, DimensionValueSource: 'messageTag', DefaultDimensionValue: 'beneficios-dev' }],
        },
      },
    });
  });

  it.each([
    ['Bounce', BOUNCE_RATE_ALARM],
    ['Complaint', COMPLAINT_RATE_ALARM],
  ] as const)('alarms on the %s rate of the last hour', (event, threshold) => {
    const alarm = alarms.find(([, candidate]) => JSON.stringify(candidate.Properties.Metrics ?? []).includes(`"MetricName":"${event}"`));
    expect(alarm?.[1].Properties).toMatchObject({ Threshold: threshold, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
    const metrics = alarm?.[1].Properties.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions: unknown[] }; Period: number } }[];
    expect(metrics.find((metric) => metric.Expression)?.Expression).toBe('IF(sent > 0, FILL(events, 0) / sent, 0)');
    for (const stat of metrics.flatMap((metric) => (metric.MetricStat ? [metric.MetricStat] : []))) {
      expect(stat).toMatchObject({
        Period: 3600,
        Metric: { Namespace: 'AWS/SES', Dimensions: [{ Name: MAIL_METRICS_DIMENSION, Value: { Ref: expect.stringMatching(/^MailConfigurationSet/) as unknown } }] },
      });
    }
  });

  it('keeps SES review thresholds: 5% bounces, 0.1% complaints', () => {
    expect([BOUNCE_RATE_ALARM, COMPLAINT_RATE_ALARM]).toEqual([0.05, 0.001]);
  });

  it('has a dashboard for the stage, of at most 50 metrics (the free tier\'s limit), with every alarm on it', () => {
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'beneficios-dev' });
    template.hasOutput('DashboardName', {});
    const [, dashboard] = resourcesOf(template, 'AWS::CloudWatch::Dashboard')[0] ?? [];
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    // Each graph line is one `[namespace, metric, ...]` array in the body.
    expect(body.match(/\[\\"AWS\/[A-Za-z]+\\",\\"/g)?.length ?? 0).toBeLessThanOrEqual(50);
    expect(body.match(/\[\\"AWS\/[A-Za-z]+\\",\\"/g)?.length ?? 0).toBeGreaterThan(5);
    for (const [alarmId] of alarms) expect(body).toContain(alarmId);
    // The jobs stack's alarms, by their fixed names, and its dead-letter queues.
    const jobs = synthStages('dev').jobs;
    const jobAlarms = resourcesOf(jobs, 'AWS::CloudWatch::Alarm');
    expect(jobAlarms.length).toBeGreaterThanOrEqual(2 * scheduledJobs.length);
    for (const [, alarm] of jobAlarms) expect(body).toContain(`alarm:${String(alarm.Properties.AlarmName)}`);
    for (const [, queue] of resourcesOf(jobs, 'AWS::SQS::Queue').filter(([, candidate]) => candidate.Properties.QueueName)) expect(body).toContain(String(queue.Properties.QueueName));
  });

  it('alarms when the live socket\'s API cannot run its functions', () => {
    const [liveApiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'ExecutionError',
      Dimensions: Match.arrayWith([{ Name: 'ApiId', Value: { Ref: liveApiId } }, { Name: 'Stage', Value: 'live' }]),
      Threshold: LIVE_ERRORS_ALARM_THRESHOLD,
    });
  });
});

describe('the alarms on CloudFront and its web ACL, in us-east-1 where their metrics are', () => {
  it.each(stageNames)('%s: a topic of its own to the stage\'s alarm address, the 5xx rate of the stage\'s distribution, and the web ACL\'s blocks where it has one', (stage) => {
    const { edgeAlarms } = synthStages(stage);
    edgeAlarms.resourceCountIs('AWS::SNS::Topic', 1);
    edgeAlarms.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: stageConfig(stage).alarmEmail });
    const alarms = resourcesOf(edgeAlarms, 'AWS::CloudWatch::Alarm');
    const rate = alarms.find(([, alarm]) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('5xxErrorRate'));
    expect(rate?.[1].Properties).toMatchObject({ Threshold: CLOUDFRONT_5XX_RATE_ALARM });
    const metrics = JSON.stringify(rate?.[1].Properties.Metrics);
    expect(metrics).toContain(`>= ${CLOUDFRONT_5XX_MIN_REQUESTS}`);
    // The distribution of the app stack, in sa-east-1, read across regions.
    expect(metrics).toMatch(/"DistributionId","Value":\{"Fn::GetStackOutput":\{"StackName":"beneficios-[a-z]+","Region":"sa-east-1"/);
    const blocked = alarms.filter(([, alarm]) => alarm.Properties.MetricName === 'BlockedRequests');
    expect(blocked.map(([, alarm]) => [alarm.Properties.Namespace, alarm.Properties.Threshold, alarm.Properties.Dimensions])).toEqual(
      stage === 'dev' ? [] : [['AWS/WAFV2', WAF_BLOCKED_ALARM, [{ Name: 'Rule', Value: 'ALL' }, { Name: 'WebACL', Value: `beneficios-${stage}` }]]],
    );
    edgeAlarms.hasOutput('AlarmTopicArn', {});
  });
});

describe('mail', () => {
  const template = synthStage('dev');

  it('has a configuration set and the sender domain identity using it', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'beneficios-dev', ReputationOptions: { ReputationMetricsEnabled: true } });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.beneficios.cl',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.stringLikeRegexp('ConfigurationSet') } },
    });
  });
});

describe('what operations need: alarms, logs, mail authentication', () => {
  const dev = synthStage('dev');
  const prod = synthStage('prod');
  const alarms = resourcesOf(dev, 'AWS::CloudWatch::Alarm');

  it('alarms on Lambda throttles of the stage\'s own functions (deploy-readiness.test.ts checks each is watched)', () => {
    const throttles = alarms.filter(([, alarm]) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"Throttles"'));
    expect(throttles.length).toBeGreaterThan(0);
    for (const [, alarm] of throttles) expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('alarms on DynamoDB throttling, reads and writes, on every table', () => {
    const throttles = alarms.filter(([, alarm]) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('ThrottleEvents'));
    expect(throttles).toHaveLength(tables.length);
    for (const [, alarm] of throttles) {
      const names = (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric.MetricName] : []));
      expect(names.sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });

  it('keeps prod logs a year, retained with the stack; dev logs a month, deleted', () => {
    for (const [, group] of Object.entries(prod.findResources('AWS::Logs::LogGroup') as Record<string, { Properties: { RetentionInDays?: number }; DeletionPolicy?: string }>)) {
      expect([group.Properties.RetentionInDays, group.DeletionPolicy]).toEqual([365, 'RetainExceptOnCreate']);
    }
    for (const [, group] of Object.entries(dev.findResources('AWS::Logs::LogGroup') as Record<string, { Properties: { RetentionInDays?: number }; DeletionPolicy?: string }>)) {
      expect([group.Properties.RetentionInDays, group.DeletionPolicy]).toEqual([30, 'Delete']);
    }
  });

  it('logs every web ACL to an aws-waf-logs- group: the pool\'s everywhere, CloudFront\'s where WAF is on', () => {
    const logged = (template: typeof dev) =>
      resourcesOf(template, 'AWS::WAFv2::LoggingConfiguration').map(([, config]) => {
        const destination = JSON.stringify(config.Properties.LogDestinationConfigs);
        const [groupId] = /"Ref":"(\w+)"}\]\]/.exec(destination)?.slice(1) ?? [];
        const groups = template.findResources('AWS::Logs::LogGroup') as Record<string, { Properties: { LogGroupName?: string } }>;
        return String(groups[groupId ?? '']?.Properties.LogGroupName);
      });
    expect(logged(dev)).toEqual(['aws-waf-logs-beneficios-dev-user-pool']);
    expect(logged(prod)).toEqual(['aws-waf-logs-beneficios-prod-user-pool']);
    // CloudFront's web ACL and its log group live in the stage's us-east-1 stack (WAF logs must be in the ACL's region).
    expect(logged(synthEdge('prod'))).toEqual(['aws-waf-logs-beneficios-prod']);
    for (const template of [prod, synthEdge('prod')]) {
      expect(resourcesOf(template, 'AWS::WAFv2::LoggingConfiguration')).toHaveLength(resourcesOf(template, 'AWS::WAFv2::WebACL').length);
    }
  });

  it('sends mail with a custom MAIL FROM domain, so that SPF aligns for DMARC, and says which records to publish', () => {
    dev.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.beneficios.cl',
      MailFromAttributes: { MailFromDomain: 'bounce.dev.beneficios.cl', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    dev.hasOutput('MailFromMxRecord', { Value: Match.anyValue() });
    dev.hasOutput('MailFromSpfRecord', { Value: 'bounce.dev.beneficios.cl TXT "v=spf1 include:amazonses.com ~all"' });
  });
});
