import { EventBridgeClient } from '@aws-sdk/client-eventbridge';

/**
 * The EventBridge client, created once per container. Pure: a function that imports `lib/events`
 * only for `consumer` leaves the client, and the EventBridge SDK, out of its bundle.
 */
export const eventBridge = /* @__PURE__ */ new EventBridgeClient({});
