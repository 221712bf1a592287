import type { FunctionAccess } from '../../lib/access';

/** The document and its RUT claim change in one transaction; Cognito follows (group, enabled, sessions). */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query', 'UpdateItem', 'ConditionCheckItem'], auth: ['PutItem', 'DeleteItem'], audit: ['PutItem'], internships: ['GetItem', 'UpdateItem'] }, userPool: ['ListUsers', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminEnableUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'] };
