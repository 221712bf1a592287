import type { FunctionAccess } from '../../lib/access';

/** Whether each dependency answers: a table, the user pool, SES's sending status. */
export const access: FunctionAccess = { tables: { users: ['DescribeTable'] }, userPool: ['DescribeUserPool'], mail: ['GetAccount'] };
