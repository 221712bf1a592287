import { cvFiles, type FunctionAccess } from '../../lib/access';

/** Reads the application and the profile, marks it vista with its event, and signs a CV link (the link reads with this function's rights). */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], internships: ['GetItem', 'Query', 'UpdateItem'] },
  buckets: cvFiles(['GetObject']),
  publishes: ['ApplicationStatusChanged'],
};
