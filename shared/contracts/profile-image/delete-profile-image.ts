import { answer, type RouteDefinition } from '../../route-contract';
import type { UserDocument } from '../../user';

export const deleteProfileImageRoute = { method: 'DELETE', path: '/api/me/profile-image', auth: 'user', handler: 'http/profile-image/delete-profile-image', response: answer<UserDocument>() } as const satisfies RouteDefinition;
