import type { Endpoint } from '../../route-contract';

export const createCvUploadEndpoint = { method: 'POST', path: '/api/intern/profile/cv/upload-url', auth: 'client' } as const satisfies Endpoint;
