import { SchedulerClient } from '@aws-sdk/client-scheduler';

/** The EventBridge Scheduler client, created once per container by the live socket's $connect and $disconnect. */
export const scheduler = /* @__PURE__ */ new SchedulerClient({});
