import { useEffect, useRef, useState } from 'react';
import { useSaveHousehold } from './api/save-household';
import { PENDING_CHECK_KEY } from './pending-check-key';

const holdsPendingCheck = (): boolean => {
  try {
    return typeof window !== 'undefined' && Boolean(window.localStorage.getItem(PENDING_CHECK_KEY));
  } catch {
    return false;
  }
};

/**
 * Saves the answers of a check made before signing up on the account, once, then forgets them here. The
 * household schema that reads them back (and zod with it) is loaded only when this browser holds some: the
 * dashboard of everyone else loads neither. `isPending` from the first render until they are saved or dropped,
 * so that nothing is asked meanwhile; a copy that cannot be read or saved stays, to be carried on the next visit.
 */
export function useCarriedCheck(uid: string | undefined): { isPending: boolean } {
  const [carrying, setCarrying] = useState(holdsPendingCheck);
  const carried = useRef(false);
  const { mutate } = useSaveHousehold({ fromCheck: true });
  useEffect(() => {
    if (!uid || carried.current) return;
    carried.current = true;
    if (!holdsPendingCheck()) return;
    import('./pending-check')
      .then(({ clearPendingCheck, loadPendingCheck }) => {
        const pending = loadPendingCheck();
        if (!pending || Object.keys(pending.household).length === 0) {
          setCarrying(false);
          return;
        }
        mutate(pending.household, { onSuccess: () => clearPendingCheck(), onSettled: () => setCarrying(false) });
      })
      .catch((error: unknown) => {
        console.error('Could not read the check made before signing up', error);
        setCarrying(false);
      });
  }, [uid, mutate]);
  return { isPending: carrying };
}
