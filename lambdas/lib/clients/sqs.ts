import { SQSClient } from '@aws-sdk/client-sqs';

/** The SQS client, created once per container by the scheduled jobs (their drivers and workers). */
export const sqs = /* @__PURE__ */ new SQSClient({});
