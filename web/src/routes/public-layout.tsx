import { PublicLayout } from '../components/layouts/public-layout';
import { useSession } from '../features/auth/session';

/** The public pages' layout (spec §2), with the session's user for its header. */
export function Component() {
  const { user, signOut } = useSession();
  return <PublicLayout user={user} onSignOut={() => void signOut()} />;
}
