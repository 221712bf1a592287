import type { FunctionAccess } from '../lib/access';

/** Reads and forgets the owner's connections; posts to them (`execute-api:ManageConnections` on this stage's live API only). */
export const access: FunctionAccess = {
  tables: { connections: ['Query', 'DeleteItem'] },
  liveConnections: ['ManageConnections'],
};
