import { profileImages, type FunctionAccess } from '../lib/access';

/**
 * Reads and forgets the user's connections; signs the profile image's read link as GET /api/me
 * does; posts to and closes connections (`execute-api:ManageConnections` on this stage's live API only).
 */
export const access: FunctionAccess = {
  tables: { connections: ['Query', 'DeleteItem'] },
  buckets: profileImages(['GetObject']),
  liveConnections: ['ManageConnections'],
};
