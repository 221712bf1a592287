/**
 * `npm run smoke -- --stage NAME` (or `--stage local` for the running local stack): calls every route
 * of shared/routes.ts through the stage's site URL as an anonymous visitor, a smoke client and a
 * smoke admin it creates and removes afterwards (smoke-run.ts), one line per call; then proves the
 * cloud works (smoke-flow.ts): a registration with its activation mail, a live push, a presigned
 * upload, the dead-letter queues empty and the alarms OK. Exits 1 on any unexpected answer or failed
 * step. Needs AWS credentials that can run `npm run admin:grant` and read the stack's queues and alarms.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { CloudWatchClient, paginateDescribeAlarms } from '@aws-sdk/client-cloudwatch';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { authKeys } from '../../shared/data/keys';
import { routeList } from '../../shared/routes';
import { optionsFromEnv } from '../local/config';
import { EDGE_REGION, parseStageName, stackName, stageConfig } from '../lib/stage-config';
import { deployedQueues } from './redrive';
import { type FlowDeps, type LiveSocket, runFlow } from './smoke-flow';
import { runSmoke } from './smoke-run';
import { stageSmokeUsers, stageWritesDeps } from './smoke-users';
import type { CardForm } from './smoke-writes';
import { emulatorCardForm, personCardForm } from './webpay-form';
import type { MyPlan } from '../../shared/billing';
import { parseArgs, targetEnv } from './target-env';

/** The live socket, as the browser opens it (Node's own WebSocket). */
export const openSocket = (url: string, protocols: string[]): Promise<LiveSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    const received: string[] = [];
    let waiting: ((text: string) => void) | undefined;
    let closed = false;
    socket.onmessage = (event) => {
      const text = String(event.data);
      if (waiting) waiting(text);
      else received.push(text);
    };
    socket.onclose = () => {
      closed = true;
    };
    socket.onerror = () => reject(new Error(`could not open ${url}`));
    socket.onopen = () =>
      resolve({
        next: (timeoutMs) => {
          const first = received.shift();
          if (first !== undefined) return Promise.resolve(first);
          if (closed) return Promise.reject(new Error('the socket closed'));
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(() => rejectNext(new Error(`nothing in ${timeoutMs / 1000} s`)), timeoutMs);
            waiting = (text) => {
              clearTimeout(timer);
              waiting = undefined;
              resolveNext(text);
            };
          });
        },
        close: () => socket.close(),
      });
  });

/** The welcome mail's once-only claim in the auth table (lambdas/mail/mail.service.ts): held once SES took the mail. */
const welcomeClaim = (uid: string) => authKeys.mail(uid, `welcome#${uid}`);

export const cloudDeps = (stage: string, region: string): Pick<FlowDeps, 'deadLetters' | 'alarms'> => {
  const stageName = parseStageName(stage);
  const name = stackName(stageName);
  return {
    // Every dead-letter queue of the app and jobs stacks, as `npm run redrive` lists them (a job's work queue, which holds a run under way, is not one).
    deadLetters: async () => {
      const clients = { cloudFormation: new CloudFormationClient({ region }), sqs: new SQSClient({ region }), lambda: new LambdaClient({ region }), streams: new DynamoDBStreamsClient({ region }) };
      return (await deployedQueues(clients, stageName)).map((queue) => ({ queue: queue.owner.name, messages: queue.messages }));
    },
    // The stage's alarms in both regions (CloudFront's and the web ACL's are in us-east-1): CloudFormation names each after its stack.
    alarms: async () => {
      const alarms: { name: string; state: string }[] = [];
      for (const alarmRegion of [...new Set([region, EDGE_REGION])]) {
        for await (const page of paginateDescribeAlarms({ client: new CloudWatchClient({ region: alarmRegion }) }, { AlarmNamePrefix: `${name}-` })) {
          for (const alarm of [...(page.MetricAlarms ?? []), ...(page.CompositeAlarms ?? [])]) alarms.push({ name: alarm.AlarmName ?? '', state: alarm.StateValue ?? '' });
        }
      }
      return alarms;
    },
  };
};

/** Locally the bus writes its dead letters to a file: those written since the run began. */
export const localDeps = (dataDir: string = optionsFromEnv().dataDir): Pick<FlowDeps, 'deadLetters' | 'alarms'> => {
  const file = path.join(dataDir, 'dead-letters.jsonl');
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0);
  const before = lines();
  return { deadLetters: () => Promise.resolve([{ queue: file, messages: lines() - before }]), alarms: () => Promise.resolve([]) };
};

/**
 * Webpay's form for the payment: the emulator's, filled by a script, on the local stack; Transbank's
 * integration page, filled by a person, on a deployed stage with `--payment` whose payments are in
 * the integration environment; none otherwise (prod's payments are real).
 */
export const cardFormOf = (stage: string, payment: boolean, plan: (idToken: string) => Promise<MyPlan>): CardForm | undefined => {
  if (stage === 'local') return emulatorCardForm();
  if (!payment) return undefined;
  const { payments } = stageConfig(parseStageName(stage));
  if (payments.environment !== 'integration') throw new Error(`--payment is for a stage whose payments are Transbank's integration environment; ${stage}'s are real`);
  return personCardForm({ plan, log: console.log });
};

/**
 * Everything the smoke's flow needs of a stage, through the product's own code and the stage's AWS
 * resources; `process.env` must already hold the stage's function environment (targetEnv). Locally the
 * dead letters are those of the stack's data folder.
 */
export const stageFlowDeps = (stage: string, baseUrl: string, options: { readonly payment: boolean; readonly dataDir?: string; readonly log?: (line: string) => void }): FlowDeps => {
  const log = options.log ?? console.log;
  const users = stageSmokeUsers(new CognitoIdentityProviderClient({}));
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const table = String(process.env.TABLE_AUTH);
  const plan = async (idToken: string) => (await (await fetch(new URL('/api/billing/plan', baseUrl), { headers: { authorization: `Bearer ${idToken}` } })).json()) as MyPlan;
  const cardForm = cardFormOf(stage, options.payment, plan);
  return {
    baseUrl,
    fetch,
    openSocket,
    activationMailSent: async (uid) => (await dynamo.send(new GetCommand({ TableName: table, Key: welcomeClaim(uid) }))).Item !== undefined,
    removeUser: async (user) => {
      await users.remove(user);
      await dynamo.send(new DeleteCommand({ TableName: table, Key: welcomeClaim(user.uid) }));
      log(`removed registered user ${user.email}`);
    },
    ...(stage === 'local' ? localDeps(options.dataDir) : cloudDeps(stage, stageConfig(parseStageName(stage)).region)),
    writes: { ...stageWritesDeps(new CognitoIdentityProviderClient({})), ...(cardForm ? { cardForm } : {}) },
    log,
  };
};

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  const payment = positional.includes('--payment');
  if (stage === undefined || positional.some((arg) => arg !== '--payment')) {
    console.error('Usage: npm run smoke -- --stage <local|dev|staging|prod> [--payment]');
    process.exit(2);
  }
  // The functions' code makes the smoke users: it reads the stage's configuration from the environment.
  Object.assign(process.env, await targetEnv(stage === 'local' ? undefined : stage));
  const baseUrl = String(process.env.SITE_URL);
  console.log(`Smoke test of ${stage} at ${baseUrl}`);
  const deps = stageFlowDeps(stage, baseUrl, { payment });
  const users = stageSmokeUsers(new CognitoIdentityProviderClient({}));
  const result = await runSmoke({ baseUrl, routes: routeList, users, log: console.log, flow: (smokeUsers, runId) => runFlow(deps, smokeUsers, runId) });
  const failed = result.calls.filter((call) => !call.ok).length + result.errors.length + result.failedSteps;
  console.log(failed === 0 ? `All ${result.calls.length} calls and every step answered as expected.` : `${failed} unexpected: see the FAIL lines.`);
  process.exit(result.ok ? 0 : 1);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
