import type { FunctionAccess } from '../lib/access';

/** Closes the socket (`execute-api:ManageConnections` on this stage's live API, DELETE only: it posts nothing) and deletes its record. */
export const access: FunctionAccess = {
  tables: { connections: ['DeleteItem'] },
  liveConnections: ['CloseConnections'],
};
