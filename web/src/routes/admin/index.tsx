import { Navigate } from 'react-router';

/** `/admin`: its index is the users list (product §2). */
export function Component() {
  return <Navigate to="/admin/users" replace />;
}
