import { Navigate } from 'react-router';

/** `/admin`: its index is the users list (spec §2). */
export function Component() {
  return <Navigate to="/admin/users" replace />;
}
