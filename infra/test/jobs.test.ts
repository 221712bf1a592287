import { Duration } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { JOBS_TIME_ZONE, scheduledJobs } from '../../shared/data/jobs';
import { jobNames } from '../lib/constructs/jobs';
import { jobsStackName } from '../lib/stacks/stage-stacks';
import { resourcesOf, synthJobs } from './synth';

type Resource = { Properties: Record<string, unknown> };

/** Scheduled jobs: a driver on a schedule, a queue, a worker fed by it with bounded concurrency, and one alarmed dead-letter queue for all their failures. */
describe.each(scheduledJobs.map((job) => [job.handler, job] as const))('the scheduled job %s', (handler, job) => {
  const template = synthJobs('dev');
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const [functionId, fn] = functions.find(([, candidate]) => candidate.Properties.Description === `Scheduled job: ${handler}`) ?? [];
  const [workerId, worker] = functions.find(([, candidate]) => candidate.Properties.Description === `Job worker: ${job.worker.handler}`) ?? [];
  const queueIds = Object.keys(template.findResources('AWS::SQS::Queue'));
  const prefix = functionId?.split('Handler')[0] ?? '?';
  const deadLetterQueueId = queueIds.find((id) => id.startsWith(`${prefix}DeadLetterQueue`));
  const itemsDeadLetterQueueId = queueIds.find((id) => id.startsWith(`${prefix}ItemsDeadLetterQueue`));
  const jobQueueId = queueIds.find((id) => id.startsWith(`${prefix}Queue`));
  const queues = template.findResources('AWS::SQS::Queue') as Record<string, Resource>;
  const [, mapping] = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').find(([, candidate]) => (candidate.Properties.FunctionName as { Ref?: string }).Ref === workerId) ?? [];
  const statementsOf = (resource: Resource | undefined) => {
    const roleId = (resource?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
  };

  it('has the timeouts of its definition, the worker running three times its longest expected batch', () => {
    expect(fn?.Properties.Timeout).toBe(job.timeoutMinutes * 60);
    expect(worker?.Properties.Timeout).toBe(job.worker.timeoutSeconds);
    expect(job.worker.timeoutSeconds).toBeLessThanOrEqual(900);
  });

  it('feeds its worker from its queue in batches, at most maxConcurrency invocations at once, each failed message reported alone', () => {
    expect(mapping?.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [jobQueueId, 'Arn'] },
      BatchSize: job.worker.batchSize,
      ScalingConfig: { MaximumConcurrency: job.worker.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('hides a message six times the worker’s timeout, and moves one that failed maxReceiveCount times to the items\' dead-letter queue, its only source', () => {
    expect(queues[jobQueueId ?? '?']?.Properties).toMatchObject({
      VisibilityTimeout: job.worker.timeoutSeconds * 6,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [itemsDeadLetterQueueId, 'Arn'] }, maxReceiveCount: job.worker.maxReceiveCount },
    });
    expect(itemsDeadLetterQueueId).not.toBe(deadLetterQueueId);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: jobNames(jobsStackName('dev'), job).itemsDeadLetterAlarm,
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [itemsDeadLetterQueueId, 'QueueName'] } }],
    });
  });

  it('gives the driver and the worker the queue’s URL and the right to send to it', () => {
    for (const resource of [fn, worker]) {
      expect((resource?.Properties.Environment as { Variables: Record<string, unknown> }).Variables[job.queueEnvVar]).toEqual({ Ref: jobQueueId });
      const sends = statementsOf(resource).filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
      expect(sends.flatMap((statement) => [statement.Resource].flat())).toContainEqual({ 'Fn::GetAtt': [jobQueueId, 'Arn'] });
    }
  });

  it("sends a driver's run that failed every retry to its alarmed dead-letter queue, as the function's on-failure destination", () => {
    expect(deadLetterQueueId).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: functionId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] } } },
    });
    // The same queue is the Scheduler's dead letter queue, and its alarm watches it.
    template.hasResourceProperties('AWS::Scheduler::Schedule', { Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] } } }) });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterQueueId, 'QueueName'] } }] });
    expect(statementsOf(fn).flatMap((statement) => statement.Action)).toContain('sqs:SendMessage');
  });

  it('alarms when a message has waited in the job queue as long as its deadline allows: the job falls behind', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateAgeOfOldestMessage',
      Threshold: job.backlogAlarmHours * 60 * 60,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [jobQueueId, 'QueueName'] } }],
    });
  });

  it('runs on its schedule: a daily time in Chile when it names one, its rate otherwise', () => {
    const [, schedule] = resourcesOf(template, 'AWS::Scheduler::Schedule').find(([, candidate]) => (candidate.Properties.Target as { Arn: unknown }).Arn && JSON.stringify(candidate.Properties.Target).includes(`"${functionId}"`)) ?? [];
    const atChileTime = 'atChileTime' in job ? job.atChileTime : undefined;
    if (atChileTime) {
      const [hour, minute] = atChileTime.split(':').map(Number);
      expect(schedule?.Properties).toMatchObject({ ScheduleExpression: `cron(${minute} ${hour} * * ? *)`, ScheduleExpressionTimezone: JOBS_TIME_ZONE });
    } else {
      expect(schedule?.Properties.ScheduleExpression).toBe(ScheduleExpression.rate(Duration.hours(job.everyHours)).expressionString);
    }
  });
});

it('calls a person about billing while a day of the renewal window is left: a message of day 1’s run still waiting on day 4', () => {
  const billing = scheduledJobs.find((job) => job.name === 'billing');
  expect(billing?.backlogAlarmHours).toBe(72);
});

it('charges renewals at 10:00 in Chile, when the support desk is open', () => {
  expect(scheduledJobs.find((job) => job.name === 'billing')).toMatchObject({ atChileTime: '10:00' });
});
