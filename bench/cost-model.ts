/**
 * What the product costs a month in AWS for a number of registered users: the bench's own figures
 * (the jobs' worker time per item from `--only scale`, the signed-in page's weight from `--only app`,
 * as bench/README.md records them), the stacks' resources as synthesized (at rest), the published
 * list prices below, and the usage assumptions below, each named. `npm run docs:figures` writes the
 * table into docs/deploy.md; bench/deploy-figures.test.ts fails when the runbook's table is not this.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRICES, projectBillingDay, projectRemindersDay } from './scale-model';

/** When the prices below were read, and where (us-east-1 list prices; sa-east-1's are higher for several services, see `REGION_NOTE`). */
export const PRICES_AS_OF = '2026-12-07';
export const PRICE_SOURCES = [
  'https://aws.amazon.com/lambda/pricing/',
  'https://aws.amazon.com/api-gateway/pricing/',
  'https://aws.amazon.com/cloudfront/pricing/',
  'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  'https://aws.amazon.com/cognito/pricing/',
  'https://aws.amazon.com/ses/pricing/',
  'https://aws.amazon.com/waf/pricing/',
  'https://aws.amazon.com/cloudwatch/pricing/',
  'https://aws.amazon.com/xray/pricing/',
  'https://aws.amazon.com/secrets-manager/pricing/',
  'https://aws.amazon.com/sqs/pricing/',
] as const;
/**
 * The prices above not found in the stored copies of the pricing pages this estimate was made from
 * (the pages render their tables with scripts): written from the pages as last seen; check them first.
 */
export const PRICES_TO_CHECK = ['Cognito Lite per-MAU bands', "CloudFront's South America HTTPS request price"] as const;
export const REGION_NOTE =
  'Prices are us-east-1 list prices; São Paulo (sa-east-1), where the app stack runs, charges more for Lambda, API Gateway, DynamoDB and CloudWatch (roughly a third to a half more): read the totals as a lower bound, and price sa-east-1 in the AWS Pricing Calculator before budgeting.';

/** Published prices besides those of the scale bench (bench/scale-model.ts `PRICES`: Lambda, SQS, DynamoDB requests, SES). */
export const LIST_PRICES = {
  ...PRICES,
  /** HTTP API, per million requests (first 300 million). */
  httpApiPerMillion: 1.0,
  /** CloudFront to South America: per GB (first 10 TB) and per 10,000 HTTPS requests; always free each month: 1 TB and 10 million requests. */
  cloudFrontPerGb: 0.11,
  cloudFrontPer10kRequests: 0.022,
  cloudFrontFreeGb: 1024,
  cloudFrontFreeRequests: 10_000_000,
  /** WAF: per million requests inspected, per web ACL and per rule a month. */
  wafPerMillionRequests: 0.6,
  wafPerAcl: 5,
  wafPerRule: 1,
  /** Cognito user pools, Lite: per monthly active user, by band; the first 10,000 free. */
  cognitoLiteBands: [
    { upTo: 10_000, perMau: 0 },
    { upTo: 100_000, perMau: 0.0055 },
    { upTo: 1_000_000, perMau: 0.0046 },
    { upTo: 10_000_000, perMau: 0.00325 },
    { upTo: Number.POSITIVE_INFINITY, perMau: 0.0025 },
  ],
  /** DynamoDB storage per GB-month past the free 25 GB, and point-in-time recovery per GB-month. */
  dynamoStoragePerGb: 0.25,
  dynamoPitrPerGb: 0.2,
  /** CloudWatch: a standard alarm metric a month (10 free per account), a dashboard past 3 free, logs ingested per GB. */
  alarmPerMetric: 0.1,
  dashboard: 3,
  logsPerGbIngested: 0.5,
  /** Lambda's free tier, every month: requests and GB-seconds (the account's functions together). */
  lambdaFreeRequests: 1_000_000,
  lambdaFreeGbSeconds: 400_000,
  /** X-Ray: per million traces recorded, past 100,000 free a month. */
  xrayPerMillionTraces: 5,
  /** Secrets Manager: per secret a month. */
  secretPerMonth: 0.4,
} as const;

/** What the estimate assumes of the users; each line is a choice, not a measurement. */
export const ASSUMPTIONS = {
  /** Registered users who sign in during a month (Cognito bills these). */
  monthlyActiveShare: 0.4,
  /** Visits a month of an active user. */
  visitsPerActiveUser: 4,
  /** API calls a visit: the launch assumption of docs/deploy.md's throttles. */
  apiCallsPerVisit: 30,
  /** Billed time of a route function per call, at 512 MB, and its JSON answer's size. */
  apiMillisecondsPerCall: 100,
  apiAnswerKb: 2,
  /** DynamoDB request units per API call (the caller's document, the page's query; a write now and then). */
  readUnitsPerCall: 2,
  writeUnitsPerCall: 0.3,
  /** Registered users paying a plan (renewed once a month by the billing job) and opted in to benefit reminders (one a month). */
  payingShare: 0.05,
  remindersShare: 0.5,
  /** Mails a month to an active user besides reminders and receipts (activation, password, support). */
  otherMailsPerActiveUser: 0.3,
  /** What a user's data takes in the tables. */
  storedKbPerUser: 10,
  /** Log lines a function call writes (JSON lines and Lambda's REPORT line), and an access-log line, in KB. */
  logKbPerCall: 1.5,
  /** X-Ray's default sampling: the first request a second, then 5%. */
  xraySampled: 0.05,
} as const;

/** The bench's recorded figures this estimate rests on (bench/README.md's baseline). */
export interface BenchFigures {
  /** Worker time of one renewal charged, and of one reminder sent (`--only scale`). */
  readonly billingMsPerItem: number;
  readonly reminderMsPerItem: number;
  /** JS gzip of the signed-in dashboard and its number of script files (`--only app`). */
  readonly dashboardJsKb: number;
  readonly dashboardJsFiles: number;
}

const match = (text: string, pattern: RegExp, what: string): number => {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) throw new Error(`bench/README.md no longer records ${what} (${pattern.source}): update bench/cost-model.ts with the bench's new wording`);
  return Number(found);
};

/** The figures as bench/README.md's baseline records them. */
export const benchFigures = (readme: string = readFileSync(path.join(__dirname, 'README.md'), 'utf8')): BenchFigures => ({
  billingMsPerItem: match(readme, /billing day [^;]*?, ([\d.]+) ms of worker time an item/, 'the billing worker time per item'),
  reminderMsPerItem: match(readme, /reminders day [^;]*?, ([\d.]+) ms an item/, 'the reminders worker time per item'),
  dashboardJsKb: match(readme, /\| `\/dashboard` \| [\d.]+ s \| ([\d.]+) KB \|/, 'the dashboard\'s JS gzip'),
  dashboardJsFiles: match(readme, /\| `\/dashboard` \| [\d.]+ s \| [\d.]+ KB \| (\d+) \|/, 'the dashboard\'s JS files'),
});

/** What the stages cost at rest, from their synthesized stacks (bench/deploy-figures.ts). */
export interface AtRest {
  /** Alarm metrics of the prod account (a metric-math alarm bills each metric it reads). */
  readonly alarmMetrics: number;
  readonly secrets: number;
  readonly webAcls: number;
  readonly webAclRules: number;
  readonly dashboards: number;
}

export interface CostLine {
  readonly item: string;
  readonly usd: number;
  /** How the line is made: the usage and the price. */
  readonly basis: string;
}

const cognitoLite = (mau: number): number => {
  let cost = 0;
  let lower = 0;
  for (const band of LIST_PRICES.cognitoLiteBands) {
    const inBand = Math.max(0, Math.min(mau, band.upTo) - lower);
    cost += inBand * band.perMau;
    lower = band.upTo;
    if (mau <= band.upTo) break;
  }
  return cost;
};

const round = (value: number): string => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const millions = (value: number): string => (value >= 1e6 ? `${round(value / 1e6)} M` : `${round(value / 1e3)} k`);

/** Prod's month for `users` registered users: one line per service, each with its basis. */
export const monthlyCost = (users: number, bench: BenchFigures, atRest: AtRest): CostLine[] => {
  const a = ASSUMPTIONS;
  const p = LIST_PRICES;
  const active = users * a.monthlyActiveShare;
  const visits = active * a.visitsPerActiveUser;
  const calls = visits * a.apiCallsPerVisit;
  const edgeRequests = calls + visits * (bench.dashboardJsFiles + 2);
  const transferGb = (visits * (bench.dashboardJsKb + a.apiCallsPerVisit * a.apiAnswerKb)) / 1024 / 1024;
  const billing = projectBillingDay(users * a.payingShare, bench.billingMsPerItem);
  const reminders = projectRemindersDay(users * a.remindersShare, bench.reminderMsPerItem);
  const mails = active * a.otherMailsPerActiveUser;
  const storedGb = (users * a.storedKbPerUser) / 1024 / 1024;
  const logsGb = (calls * a.logKbPerCall) / 1024 / 1024;
  const secondsInMonth = 30 * 24 * 3600;
  const traces = Math.min(calls, secondsInMonth) + Math.max(0, calls - secondsInMonth) * a.xraySampled;
  return [
    {
      item: 'CloudFront',
      usd: Math.max(0, transferGb - p.cloudFrontFreeGb) * p.cloudFrontPerGb + (Math.max(0, edgeRequests - p.cloudFrontFreeRequests) / 10_000) * p.cloudFrontPer10kRequests,
      basis: `${round(transferGb)} GB and ${millions(edgeRequests)} requests (1 TB and 10 M free); $${p.cloudFrontPerGb.toFixed(3)}/GB, $${p.cloudFrontPer10kRequests.toFixed(4)}/10k`,
    },
    { item: 'WAF requests', usd: (edgeRequests / 1e6) * p.wafPerMillionRequests, basis: `${millions(edgeRequests)} requests, $${p.wafPerMillionRequests.toFixed(2)}/M` },
    { item: 'API Gateway (HTTP)', usd: (calls / 1e6) * p.httpApiPerMillion, basis: `${millions(calls)} calls, $${p.httpApiPerMillion.toFixed(2)}/M` },
    {
      item: 'Lambda (routes)',
      usd:
        Math.max(0, calls * (a.apiMillisecondsPerCall / 1000) * 0.5 - p.lambdaFreeGbSeconds) * p.lambdaGbSecond +
        (Math.max(0, calls - p.lambdaFreeRequests) / 1e6) * p.lambdaPerMillionRequests,
      basis: `${millions(calls)} calls × ${a.apiMillisecondsPerCall} ms × 0.5 GB, less the free 1 M calls and 400 k GB-s`,
    },
    {
      item: 'DynamoDB',
      usd: (calls * (a.readUnitsPerCall * p.dynamoPerMillionReads + a.writeUnitsPerCall * p.dynamoPerMillionWrites)) / 1e6 + Math.max(0, storedGb - 25) * p.dynamoStoragePerGb + storedGb * p.dynamoPitrPerGb,
      basis: `${a.readUnitsPerCall} reads and ${a.writeUnitsPerCall} writes a call; ${round(storedGb)} GB stored, with point-in-time recovery`,
    },
    { item: 'Cognito (Lite)', usd: cognitoLite(active), basis: `${millions(active)} monthly active users, 10 k free` },
    {
      item: 'Billing job',
      usd: billing.costUsd,
      basis: `${millions(users * a.payingShare)} renewals at ${bench.billingMsPerItem} ms each (bench), receipts included`,
    },
    {
      item: 'Reminders job',
      usd: reminders.costUsd,
      basis: `${millions(users * a.remindersShare)} reminders at ${bench.reminderMsPerItem} ms each (bench)`,
    },
    { item: 'SES (other mail)', usd: (mails / 1000) * p.sesPerThousandMails, basis: `${millions(mails)} mails, $${p.sesPerThousandMails.toFixed(2)}/1,000` },
    { item: 'CloudWatch Logs', usd: logsGb * p.logsPerGbIngested, basis: `${round(logsGb)} GB ingested, $${p.logsPerGbIngested.toFixed(2)}/GB` },
    {
      item: 'X-Ray',
      usd: (Math.max(0, traces - 100_000) / 1e6) * p.xrayPerMillionTraces,
      basis: `${millions(traces)} traces (1 a second, then ${a.xraySampled * 100}%), 100 k free`,
    },
    {
      item: 'At rest (prod)',
      usd:
        Math.max(0, atRest.alarmMetrics - 10) * p.alarmPerMetric +
        atRest.secrets * p.secretPerMonth +
        atRest.webAcls * p.wafPerAcl +
        atRest.webAclRules * p.wafPerRule +
        Math.max(0, atRest.dashboards - 3) * p.dashboard,
      basis: `${atRest.alarmMetrics} alarm metrics, ${atRest.secrets} secrets, ${atRest.webAcls} web ACLs with ${atRest.webAclRules} rules, ${atRest.dashboards} dashboard${atRest.dashboards === 1 ? '' : 's'} (synth)`,
    },
  ];
};

/** The users the runbook's estimate is given for. */
export const ESTIMATE_USERS = [10_000, 100_000, 1_000_000] as const;

/** The runbook's cost table: a column a number of users, a line a service, the basis of the largest. */
export const costTable = (bench: BenchFigures, atRest: AtRest): string => {
  const columns = ESTIMATE_USERS.map((users) => monthlyCost(users, bench, atRest));
  const money = (value: number) => `$${value < 1 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')}`;
  const header = `| item | ${ESTIMATE_USERS.map((users) => `${users.toLocaleString('en-US')} users`).join(' | ')} | basis at ${ESTIMATE_USERS.at(-1)?.toLocaleString('en-US')} users |`;
  const rows = (columns[0] ?? []).map((line, index) => `| ${line.item} | ${columns.map((column) => money(column[index]?.usd ?? 0)).join(' | ')} | ${columns.at(-1)?.[index]?.basis ?? ''} |`);
  const totals = `| **total a month** | ${columns.map((column) => `**${money(column.reduce((sum, line) => sum + line.usd, 0))}**`).join(' | ')} | |`;
  return [header, `|---|${ESTIMATE_USERS.map(() => '---:').join('|')}|---|`, ...rows, totals].join('\n');
};
