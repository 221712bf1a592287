import { Navigate } from 'react-router';

/** `/profile`: its index is the profile info (product §2). */
export function Component() {
  return <Navigate to="/profile/info" replace />;
}
