/**
 * The pages of the student half and of the company's applicants, for links in the app and in mails.
 * Apart from shared/students.ts (which builds schemas), so that the public listing links here for nothing.
 */
export const studentPaths = {
  /** A student's own application: its status, what they sent and the messages with the company. */
  application: (offerId: string): string => `/intern/myapplications/${encodeURIComponent(offerId)}`,
  /** A student's saved searches (job alerts). */
  alerts: '/intern/alertas',
  /** The confirmation of a job alert mail's unsubscribe link (the token in its fragment). */
  alertsUnsubscribe: '/alertas/baja',
  /** A company's applicants, all its offers together. */
  companyApplicants: '/company/postulantes',
  /** One application as its company opens it: the offer's applicants with that one open. */
  applicant: (offerId: string, studentUid: string): string => `/company/myinternships/${encodeURIComponent(offerId)}?postulante=${encodeURIComponent(studentUid)}`,
} as const;

/** The listing's filters a job alert keeps, as a query string (`?area=…&region=…&modality=…`, or nothing). */
export const alertFiltersQuery = (search: Readonly<Partial<Record<'area' | 'region' | 'modality', string>>>): string => {
  const params = new URLSearchParams();
  for (const name of ['area', 'region', 'modality'] as const) {
    const value = search[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};
