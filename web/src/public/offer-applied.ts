/**
 * The script of an offer's page (`/internships/<id>`, HTML the API makes: lambdas/internships/offer-page.ts
 * links it as `/offer-applied.js`): a student who applied to this offer already reads "Ya postulaste" on
 * its apply button, which leads to their application. Without a session in this browser, or with
 * any failure, the page stays as it was served. No React, no Amplify: the stored token only.
 */
import { studentPaths } from '@shared/student-paths';
import { storedIdToken } from '../features/auth/stored-token';

const APPLY_LINK = 'a[href^="/intern/postular/"]';

export const markApplied = async (document: Document, token: string | undefined, fetchList: typeof fetch = fetch): Promise<boolean> => {
  const link = document.querySelector<HTMLAnchorElement>(APPLY_LINK);
  if (!link || !token) return false;
  const offerId = decodeURIComponent(new URL(link.href, document.baseURI).pathname.split('/')[3] ?? '');
  try {
    const response = await fetchList('/api/intern/applications', { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return false;
    const { applications } = (await response.json()) as { applications?: { offerId?: unknown }[] };
    if (!applications?.some((application) => application.offerId === offerId)) return false;
  } catch {
    return false;
  }
  link.textContent = 'Ya postulaste · Ver tu postulación';
  link.href = studentPaths.application(offerId);
  link.dataset.applied = '';
  return true;
};

if (typeof document !== 'undefined') void markApplied(document, storedIdToken());
