import { events, type EventName } from '../../shared/events';
import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Every event passes through the outbox. */
export const access: FunctionAccess = { publishes: Object.keys(events) as EventName[] };
