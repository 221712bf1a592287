import type { Endpoint } from '../../route-contract';

export const unsubscribeRemindersEndpoint = { method: 'POST', path: '/api/reminders/unsubscribe', auth: 'public' } as const satisfies Endpoint;
