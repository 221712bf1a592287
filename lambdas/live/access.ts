import { profileImages, type FunctionAccess } from '../lib/access';

/**
 * What each function of the live sockets may do in AWS, by its file's name: one function each.
 * `liveConnections` is `execute-api:ManageConnections` on this stage's live API only.
 */
export const access: Record<string, FunctionAccess> = {
  /** Closes the socket (DELETE only: it posts nothing) and deletes its record. */
  'close-expired': { tables: { connections: ['DeleteItem'] }, liveConnections: ['CloseConnections'] },
  /** Reads the caller's account state (as every signed-in route), schedules the socket's closing at its token's expiry and records the connection. */
  connect: { tables: { users: ['GetItem'], connections: ['PutItem'] }, liveSocketExpiry: ['CreateSchedule'] },
  /** Finds the connection's user by the byConnection index, deletes the item and the socket's closing schedule. */
  disconnect: { tables: { connections: ['Query', 'DeleteItem'] }, liveSocketExpiry: ['DeleteSchedule'] },
  /** Reads and forgets the owner's connections; posts to them. */
  'internship-changes': { tables: { connections: ['Query', 'DeleteItem'] }, liveConnections: ['ManageConnections'] },
  /** Reads and forgets the owner's connections; posts to them. */
  'support-changes': { tables: { connections: ['Query', 'DeleteItem'] }, liveConnections: ['ManageConnections'] },
  /** Reads and forgets the user's connections; signs the profile image's read link as GET /api/me does; posts to and closes connections. */
  'user-changes': { tables: { connections: ['Query', 'DeleteItem'] }, buckets: profileImages(['GetObject']), liveConnections: ['ManageConnections'] },
};
