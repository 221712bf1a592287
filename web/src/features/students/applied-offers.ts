import { listMyApplicationsRoute } from '@shared/contracts/students/get-applications';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../auth/session';

const none: ReadonlySet<string> = new Set();

/**
 * The offers the signed-in person applied to, for the public listing's "Ya postulaste" (a page
 * without the app's query cache): read once per person; nobody signed in, a company or a failed read
 * is no offer at all, and the listing says "Ver oferta y postular" as before.
 */
export const useAppliedOfferIds = (): ReadonlySet<string> => {
  const { user } = useSession();
  const person = user?.userType === 'client' ? user.uid : undefined;
  const [applied, setApplied] = useState<{ uid: string; offerIds: ReadonlySet<string> }>();
  useEffect(() => {
    if (!person) return;
    const controller = new AbortController();
    apiRequest(listMyApplicationsRoute, { signal: controller.signal })
      .then((list) => setApplied({ uid: person, offerIds: new Set(list.applications.map((application) => application.offerId)) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [person]);
  return person && applied?.uid === person ? applied.offerIds : none;
};
