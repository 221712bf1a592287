import { Match } from 'aws-cdk-lib/assertions';
import { scheduledJobs } from '../../shared/data/jobs';
import { resourcesOf, synthStage } from './synth';

/** Scheduled jobs with timeouts that fit their work and a failure destination that really gets failures. */
describe.each(scheduledJobs.map((job) => [job.handler, job] as const))('the scheduled job %s', (handler, job) => {
  const template = synthStage('dev');
  const [functionId, fn] = resourcesOf(template, 'AWS::Lambda::Function').find(([, candidate]) => candidate.Properties.Description === `Scheduled job: ${handler}`) ?? [];

  it('has the timeout of its definition, within what Lambda allows', () => {
    expect(fn?.Properties.Timeout).toBe(job.timeoutMinutes * 60);
    expect(job.timeoutMinutes).toBeLessThanOrEqual(15);
  });

  it("sends a run that failed every retry to its alarmed queue, as the function's on-failure destination", () => {
    const queueId = Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith(`${functionId?.split('Handler')[0] ?? '?'}DeadLetterQueue`));
    expect(queueId).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: functionId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    // The same queue is the Scheduler's dead letter queue, and its alarm watches it.
    template.hasResourceProperties('AWS::Scheduler::Schedule', { Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } } }) });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }] });
  });

  it('may send to that queue', () => {
    const roleId = (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    expect(statements.flatMap((statement) => statement.Action)).toContain('sqs:SendMessage');
  });
});
