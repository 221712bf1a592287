import type { Endpoint } from '../../route-contract';

export const createProfileImageUploadEndpoint = { method: 'POST', path: '/api/me/profile-image/upload-url', auth: 'user' } as const satisfies Endpoint;
