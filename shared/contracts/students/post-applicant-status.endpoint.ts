import type { Endpoint } from '../../route-contract';

export const answerApplicantEndpoint = { method: 'POST', path: '/api/company/offers/{offerId}/applications/{studentUid}/status', auth: 'enterprise' } as const satisfies Endpoint;
