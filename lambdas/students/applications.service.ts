import type { ApplyBody } from '../../shared/contracts/students/post-application';
import { todayInChile, toIsoDate } from '../../shared/age';
import { isOfferOpenForApplications, type OfferStatus } from '../../shared/internships';
import {
  canWithdrawApplication,
  missingForApplying,
  type Applicant,
  type ApplicantDetail,
  type ApplicantList,
  type ApplicationStatus,
  type CompanyApplicationsSummary,
  type CompanyApplicationStatus,
  type StudentApplication,
  type StudentApplicationList,
} from '../../shared/students';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import {
  changeApplicationStatus,
  createApplication,
  getApplication,
  getOfferForApplying,
  listCompanyOffers,
  listOfferApplications,
  listStudentApplications,
  withdrawApplication,
  type StoredApplication,
} from './applications.repository';
import { cvReadUrl } from './cv-link';
import { getStudentProfile } from './student-profile.repository';

/**
 * Applications to internship offers: a student applies with their profile, CV and a message; the
 * offer's company reads its applicants, opens one (which makes it `vista`), and answers. A company
 * only ever reaches the applications of its own offers: another's answer 404, as if absent.
 */

const toStudentApplication = ({ offerId, offerTitle, companyName, status, message, appliedAt, updatedAt }: StoredApplication): StudentApplication => ({
  offerId,
  offerTitle,
  companyName,
  status,
  message,
  appliedAt,
  updatedAt,
});

const toApplicant = ({ offerId, studentUid, studentName, institution, career, year, status, appliedAt, updatedAt }: StoredApplication): Applicant => ({
  offerId,
  studentUid,
  studentName,
  institution,
  career,
  year,
  status,
  appliedAt,
  updatedAt,
});

/** POST /api/internships/{offerId}/applications */
export const applyToOffer = async (studentUid: string, offerId: string, body: ApplyBody): Promise<StudentApplication> => {
  const offer = await getOfferForApplying(offerId);
  if (!offer) throw notFound();
  const today = toIsoDate(todayInChile());
  if (!isOfferOpenForApplications(offer, today)) throw new HttpError(409, 'application/offer-closed');
  const profile = await getStudentProfile(studentUid);
  if (missingForApplying(profile).length > 0 || !profile) throw new HttpError(409, 'student/profile-incomplete');
  const at = new Date().toISOString();
  const application: StoredApplication = {
    offerId,
    studentUid,
    companyUid: offer.companyUid,
    status: 'enviada',
    message: body.message,
    appliedAt: at,
    updatedAt: at,
    offerTitle: offer.title,
    companyName: offer.companyName,
    studentName: profile.studentName ?? 'Estudiante',
    institution: profile.institution ?? '',
    career: profile.career ?? '',
    year: profile.year ?? 1,
  };
  const outcome = await createApplication(application, today, outboxWrite('ApplicationSubmitted', { offerId, studentUid, companyUid: offer.companyUid, at }));
  if (outcome === 'already-applied') {
    // A withdrawal is final: the same key holds the withdrawn application.
    const existing = await getApplication(offerId, studentUid);
    throw existing?.status === 'retirada' ? new HttpError(409, 'application/already-applied', 'application/withdrawn') : new HttpError(409, 'application/already-applied');
  }
  if (outcome === 'offer-closed') throw new HttpError(409, 'application/offer-closed');
  return toStudentApplication(application);
};

/** GET /api/intern/applications */
export const studentApplications = async (studentUid: string): Promise<StudentApplicationList> => ({
  applications: (await listStudentApplications(studentUid)).map(toStudentApplication),
});

/**
 * POST /api/intern/applications/{offerId}/withdrawal: the caller's own application (by its key, so
 * never another's) becomes `retirada`, with its event; its company sees it live and can no longer
 * move it. Withdrawing again answers the application as it is.
 */
export const withdrawMyApplication = async (studentUid: string, offerId: string): Promise<StudentApplication> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const application = await getApplication(offerId, studentUid);
    if (!application) throw notFound();
    if (application.status === 'retirada') return toStudentApplication(application);
    if (!canWithdrawApplication(application.status)) throw new HttpError(409, 'invalid-transition', 'application/not-withdrawable');
    const at = new Date().toISOString();
    const event = outboxWrite('ApplicationStatusChanged', {
      offerId,
      studentUid,
      companyUid: application.companyUid,
      from: application.status,
      to: 'retirada',
      actor: studentUid,
      at,
    });
    if (await withdrawApplication(application, application.status, at, event)) return toStudentApplication({ ...application, status: 'retirada', updatedAt: at });
    // The company answered meanwhile: judge again on what the application is now.
  }
  throw new HttpError(409, 'invalid-transition', 'application/not-withdrawable');
};

/** The offer, if it is this company's; otherwise 404, whether it exists or not. */
const ownOffer = async (companyUid: string, offerId: string) => {
  const offer = await getOfferForApplying(offerId);
  if (offer?.companyUid !== companyUid) throw notFound();
  return offer;
};

/** GET /api/company/offers/{offerId}/applications */
export const offerApplicants = async (companyUid: string, offerId: string): Promise<ApplicantList> => {
  const offer = await ownOffer(companyUid, offerId);
  return { offerId, offerTitle: offer.title, applicants: (await listOfferApplications(offerId)).map(toApplicant) };
};

/** GET /api/admin/internships/{offerId}/applications: any offer's applicants, for moderation. */
export const offerApplicantsForAdmin = async (offerId: string): Promise<ApplicantList> => {
  const offer = await getOfferForApplying(offerId);
  if (!offer) throw notFound();
  return { offerId, offerTitle: offer.title, applicants: (await listOfferApplications(offerId)).map(toApplicant) };
};

/** How many of the latest applicants the company's panel shows. */
export const RECENT_APPLICANTS = 10;

/** GET /api/company/applications: per offer, its applicants and those not opened yet; and the latest applicants of all. */
export const companyApplicationsSummary = async (companyUid: string): Promise<CompanyApplicationsSummary> => {
  const offers = await listCompanyOffers(companyUid);
  const perOffer = await Promise.all(offers.map(async (offer) => ({ offer, applications: await listOfferApplications(offer.offerId) })));
  return {
    offers: perOffer.map(({ offer, applications }) => ({
      offerId: offer.offerId,
      offerTitle: offer.title,
      total: applications.length,
      unread: applications.filter((application) => application.status === 'enviada').length,
    })),
    recent: perOffer
      .flatMap(({ offer, applications }) => applications.map((application) => ({ ...toApplicant(application), offerTitle: offer.title })))
      .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))
      .slice(0, RECENT_APPLICANTS),
  };
};

const ownApplication = async (companyUid: string, offerId: string, studentUid: string): Promise<StoredApplication & { offerStatus: OfferStatus }> => {
  const offer = await ownOffer(companyUid, offerId);
  const application = await getApplication(offerId, studentUid);
  if (application?.companyUid !== companyUid) throw notFound();
  return { ...application, offerStatus: offer.status };
};

/** Moves an application and tells the student (the event's mail); false when another change came first. */
const move = (application: StoredApplication, to: ApplicationStatus, actor: string, at: string): Promise<boolean> =>
  changeApplicationStatus(
    application,
    application.status,
    to,
    at,
    outboxWrite('ApplicationStatusChanged', { offerId: application.offerId, studentUid: application.studentUid, companyUid: application.companyUid, from: application.status, to, actor, at }),
  );

/**
 * GET /api/company/offers/{offerId}/applications/{studentUid}: the application with the student's
 * e-mail, phone and a link to the CV valid a few minutes. The first opening makes it `vista`.
 */
export const openApplication = async (companyUid: string, offerId: string, studentUid: string): Promise<ApplicantDetail> => {
  const { offerStatus, ...owned } = await ownApplication(companyUid, offerId, studentUid);
  let application: StoredApplication = owned;
  // An offer an admin hid (reports of fraud, of asking for personal data) gives its company nothing more of its applicants.
  if (offerStatus === 'oculta') return { ...toApplicant(application), message: application.message, email: '', phone: '' };
  if (application.status === 'enviada') {
    const at = new Date().toISOString();
    if (await move(application, 'vista', companyUid, at)) application = { ...application, status: 'vista', updatedAt: at, viewedAt: at };
    else application = (await getApplication(offerId, studentUid)) ?? application;
  }
  // Withdrawn: the student took back what they sent, their contact details and CV with it.
  if (application.status === 'retirada') return { ...toApplicant(application), message: application.message, email: '', phone: '' };
  const profile = await getStudentProfile(studentUid);
  const cv = profile?.cvKey && profile.cv ? { cvUrl: await cvReadUrl(profile.cvKey, profile.cv.fileName), cvFileName: profile.cv.fileName } : {};
  return {
    ...toApplicant(application),
    message: application.message,
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    ...(profile?.region ? { region: profile.region } : {}),
    ...cv,
  };
};

/** POST /api/company/offers/{offerId}/applications/{studentUid}/status */
export const answerApplication = async (companyUid: string, offerId: string, studentUid: string, to: CompanyApplicationStatus): Promise<Applicant> => {
  const { offerStatus: _offerStatus, ...application } = await ownApplication(companyUid, offerId, studentUid);
  if (application.status === 'retirada') throw new HttpError(409, 'invalid-transition', 'application/withdrawn-by-student');
  if (application.status === to) return toApplicant(application);
  const at = new Date().toISOString();
  if (!(await move(application, to, companyUid, at))) throw new HttpError(409, 'invalid-transition');
  return toApplicant({ ...application, status: to, updatedAt: at });
};
