import { CloudFormationClient, ListStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import { CloudWatchClient, DescribeAlarmsCommand } from '@aws-sdk/client-cloudwatch';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { LIVE_PROTOCOL } from '../../shared/live';
import { type FlowDeps, flowEmail, type LiveSocket, runFlow } from './smoke-flow';
import { SMOKE_PNG } from './smoke-writes';
import { deadLetterOwners } from './redrive';
import { cloudDeps } from './smoke';

const client = { uid: 'client-uid', email: 'success+smoke-20261127000000-client@simulator.amazonses.com', idToken: 'client-token' };
const runId = '20261127000000';
const baseUrl = 'https://d111.cloudfront.net';

type Answer = { status: number; body?: unknown };
const reply = ({ status, body }: Answer) => new Response(body === undefined ? null : JSON.stringify(body), { status });

/** A stage where everything works; each test breaks one thing. */
const workingStage = () => {
  const requests: { method: string; url: string; body?: unknown; auth?: string }[] = [];
  const answers: Record<string, Answer> = {
    'POST /api/register': { status: 201, body: { uid: 'registered-uid' } },
    'GET /config.json': { status: 200, body: { liveUrl: 'wss://live.example/live' } },
    'PATCH /api/me': { status: 200, body: {} },
    'POST /api/me/profile-image/upload-url': { status: 200, body: { url: 'https://uploads.example/', fields: { key: 'profile/client-uid/x.png', Policy: 'p' }, key: 'profile/client-uid/x.png' } },
    'POST https://uploads.example/': { status: 204 },
    'PUT /api/me/profile-image': { status: 200, body: {} },
    'DELETE /api/me/profile-image': { status: 200, body: {} },
  };
  const pushes: string[] = [JSON.stringify({ type: 'me', user: {} })];
  const sockets: { url: string; protocols: string[]; closed: boolean }[] = [];
  const removed: string[] = [];
  const mailSent = new Set<string>(['registered-uid']);
  const deps: FlowDeps = {
    baseUrl,
    fetch: async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      requests.push({ method, url: url.toString(), body, auth: (init?.headers as Record<string, string> | undefined)?.authorization });
      const answer = answers[`${method} ${url.origin === baseUrl ? url.pathname : url.toString()}`];
      return Promise.resolve(reply(answer ?? { status: 404 }));
    },
    openSocket: (url, protocols) => {
      const socket = { url, protocols, closed: false };
      sockets.push(socket);
      const live: LiveSocket = {
        // The push arrives only after the write, as the stream delivers it.
        next: () => new Promise((resolve, reject) => setTimeout(() => (requests.some((request) => request.method === 'PATCH') && pushes[0] ? resolve(pushes[0]) : reject(new Error('nothing in 0.05 s'))), 5)),
        close: () => {
          socket.closed = true;
        },
      };
      return Promise.resolve(live);
    },
    activationMailSent: (uid) => Promise.resolve(mailSent.has(uid)),
    removeUser: (user) => {
      removed.push(user.uid);
      return Promise.resolve();
    },
    deadLetters: () => Promise.resolve([{ queue: 'MailerConsumerDeadLetterQueue', messages: 0 }]),
    alarms: () => Promise.resolve([{ name: 'beneficios-dev-ApiServerErrorsAlarm', state: 'OK' }, { name: 'beneficios-dev-AlarmsLambdaThrottlesAlarm', state: 'INSUFFICIENT_DATA' }]),
    sleep: () => Promise.resolve(),
    waitMs: 50,
  };
  return { deps, answers, requests, pushes, sockets, removed, mailSent };
};

const failed = (steps: { name: string; ok: boolean }[]) => steps.filter((step) => !step.ok).map((step) => step.name);

describe('npm run smoke: what proves the cloud works', () => {
  it('passes a working stage: registration with its mail, a live push, an upload, no dead letters, no alarm', async () => {
    const stage = workingStage();
    const steps = await runFlow(stage.deps, { client, admin: client }, runId);
    expect(failed(steps)).toEqual([]);
    expect(steps.map((step) => step.name)).toEqual(['registration and its activation mail', 'live socket push', 'presigned upload', 'dead-letter queues empty', 'alarms OK']);
  });

  it('registers through the API a valid body to SES\'s simulator address, and removes the account whatever happened', async () => {
    const stage = workingStage();
    await runFlow(stage.deps, { client, admin: client }, runId);
    const registration = stage.requests.find((request) => request.url.endsWith('/api/register'));
    expect(registration?.body).toMatchObject({ email: flowEmail(runId), acceptTerms: true });
    expect(flowEmail(runId)).toMatch(/^success\+smoke-\d{14}-registration@simulator\.amazonses\.com$/);
    expect(stage.removed).toEqual(['registered-uid']);
    stage.mailSent.clear();
    const steps = await runFlow(stage.deps, { client, admin: client }, runId);
    expect(failed(steps)).toEqual(['registration and its activation mail']);
    expect(steps[0]?.detail).toMatch(/no activation mail/);
    expect(stage.removed).toEqual(['registered-uid', 'registered-uid']);
  });

  it('fails a registration the API refuses (a write without its permission answers 5xx)', async () => {
    const stage = workingStage();
    stage.answers['POST /api/register'] = { status: 500 };
    expect(failed(await runFlow(stage.deps, { client, admin: client }, runId))).toEqual(['registration and its activation mail']);
  });

  it('opens the socket as the browser does, with the client\'s token as subprotocol, and fails without a push', async () => {
    const stage = workingStage();
    await runFlow(stage.deps, { client, admin: client }, runId);
    expect(stage.sockets).toEqual([{ url: 'wss://live.example/live', protocols: [LIVE_PROTOCOL, 'client-token'], closed: true }]);
    stage.pushes.length = 0;
    const steps = await runFlow(stage.deps, { client, admin: client }, runId);
    expect(failed(steps)).toEqual(['live socket push']);
    expect(stage.sockets.every((socket) => socket.closed)).toBe(true);
  });

  it('posts the file to the presigned URL with its fields, then confirms and removes it; a refused upload fails', async () => {
    const stage = workingStage();
    await runFlow(stage.deps, { client, admin: client }, runId);
    const upload = stage.requests.find((request) => request.url === 'https://uploads.example/');
    const form = upload?.body as FormData;
    expect(form.get('Policy')).toBe('p');
    expect(Buffer.from(await (form.get('file') as Blob).arrayBuffer())).toEqual(SMOKE_PNG);
    expect(stage.requests.filter((request) => request.url.endsWith('/api/me/profile-image')).map((request) => request.method)).toEqual(['PUT', 'DELETE']);
    stage.answers['POST https://uploads.example/'] = { status: 403 };
    expect(failed(await runFlow(stage.deps, { client, admin: client }, runId))).toEqual(['presigned upload']);
  });

  it('fails on a dead letter waiting or an alarm firing, naming them', async () => {
    const stage = workingStage();
    const steps = await runFlow({ ...stage.deps, deadLetters: () => Promise.resolve([{ queue: 'MailerDLQ', messages: 2 }]), alarms: () => Promise.resolve([{ name: 'beneficios-dev-Errors', state: 'ALARM' }]) }, { client, admin: client }, runId);
    expect(failed(steps)).toEqual(['dead-letter queues empty', 'alarms OK']);
    expect(steps.map((step) => step.detail)).toEqual(expect.arrayContaining(['MailerDLQ: 2', 'beneficios-dev-Errors']));
  });
});

describe('the stage\'s queues and alarms, read with the AWS SDK', () => {
  const cloudFormation = mockClient(CloudFormationClient);
  const sqs = mockClient(SQSClient);
  const cloudWatch = mockClient(CloudWatchClient);
  afterAll(() => [cloudFormation, sqs, cloudWatch].forEach((mock) => mock.restore()));

  it('counts the messages of every dead-letter queue of the app and jobs stacks, as npm run redrive finds them, and reads the alarms named after the stage in both regions', async () => {
    cloudFormation.on(ListStackResourcesCommand).callsFake((input: { StackName: string }) => ({
      StackResourceSummaries: deadLetterOwners('dev')
        .filter((owner) => owner.stack === input.StackName)
        .flatMap((owner) => [
          { LogicalResourceId: `${owner.queueId}0A1B2C3D`, ResourceType: 'AWS::SQS::Queue', PhysicalResourceId: `https://sqs/q/${owner.name}`, ResourceStatus: 'CREATE_COMPLETE', LastUpdatedTimestamp: new Date() },
          ...(owner.functionId ? [{ LogicalResourceId: `${owner.functionId}9F8E7D6C`, ResourceType: 'AWS::Lambda::Function', PhysicalResourceId: `fn-${owner.name}`, ResourceStatus: 'CREATE_COMPLETE', LastUpdatedTimestamp: new Date() }] : []),
        ]),
    }));
    sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' } });
    sqs.on(GetQueueAttributesCommand, { QueueUrl: 'https://sqs/q/events/mailer' }).resolves({ Attributes: { ApproximateNumberOfMessages: '1', ApproximateNumberOfMessagesNotVisible: '1' } });
    cloudWatch.on(DescribeAlarmsCommand, { AlarmNamePrefix: 'beneficios-dev-' }).resolves({ MetricAlarms: [{ AlarmName: 'beneficios-dev-ApiServerErrorsAlarm', StateValue: 'OK' }] });
    const deps = cloudDeps('dev', 'sa-east-1');
    const queues = await deps.deadLetters();
    expect(queues).toHaveLength(deadLetterOwners('dev').length);
    expect(queues.filter((queue) => queue.messages > 0)).toEqual([{ queue: 'events/mailer', messages: 2 }]);
    // sa-east-1 and us-east-1 (CloudFront's and the web ACL's alarms): the stage's prefix in each.
    await expect(deps.alarms()).resolves.toEqual([{ name: 'beneficios-dev-ApiServerErrorsAlarm', state: 'OK' }, { name: 'beneficios-dev-ApiServerErrorsAlarm', state: 'OK' }]);
  });
});
