import type { StudentProfileBody } from './contracts/students/put-profile';
import * as z from 'zod/mini';
import { weekOfInChile } from './age';
import { messages as m } from './messages';

/**
 * The student half of the internships: a person's student profile (with a CV as a PDF) and their
 * applications to offers (shared/internships.ts), shared by the web forms and the handlers.
 */

// ---------------------------------------------------------------- the student profile

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const cvContentType = 'application/pdf';
export const STUDENT_YEAR_MAX = 7;

export const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).check(z.trim(), z.minLength(2, required), z.maxLength(max, tooLong));

/** The CV a student uploaded: what the page shows of it. */
export interface StudentCv {
  fileName: string;
  size: number;
  uploadedAt: string;
}

/** GET /api/intern/profile: the fields are absent until the student saves them. */
export interface StudentProfile extends Partial<StudentProfileBody> {
  visibleToCompanies: boolean;
  cv?: StudentCv;
  updatedAt?: string;
}

/** What a profile still lacks before the student can apply: its fields and its CV. */
export const missingForApplying = (profile: StudentProfile | undefined): ('profile' | 'cv')[] => {
  const missing: ('profile' | 'cv')[] = [];
  if (!profile?.institution || !profile.career || !profile.year || !profile.phone) missing.push('profile');
  if (!profile?.cv) missing.push('cv');
  return missing;
};

/** How complete a profile is, 0 to 100, for the student's dashboard: five parts of equal weight. */
export const profileCompleteness = (profile: StudentProfile | undefined): number => {
  const parts = [profile?.institution, profile?.career, profile?.year, profile?.phone, profile?.cv];
  return Math.round((parts.filter((part) => part !== undefined && part !== '').length / parts.length) * 100);
};

/** A file name as the page shows it: no path, at most 120 characters. */
export const fileNameSchema = () => z.string({ error: m['student/cv-type'] }).check(z.trim(), z.minLength(1, m['student/cv-type']), z.maxLength(200, m['student/cv-type']));
/** A presigned POST: the browser posts `fields` plus the file (last) to `url`. */
export interface CvUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Keeps the name a person recognises, without any folder a browser put before it. */
export const cvDisplayName = (fileName: string): string => (fileName.split(/[\\/]/).pop() ?? fileName).slice(0, 120);

// ---------------------------------------------------------------- applications

/**
 * enviada: the student applied. vista: the company opened it. en-revision: the company is
 * considering it. seleccionada / no-seleccionada: the company's answer. The company moves it
 * among those three as it wants; opening it the first time makes it vista. retirada: the student
 * withdrew it; final, for both sides.
 */
export const applicationStatuses = ['enviada', 'vista', 'en-revision', 'seleccionada', 'no-seleccionada', 'retirada'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  enviada: 'Enviada',
  vista: 'Vista',
  'en-revision': 'En revisión',
  seleccionada: 'Seleccionada',
  'no-seleccionada': 'No seleccionada',
  retirada: 'Retirada',
};
/** What a company may set by hand: `enviada` and `vista` come from applying and opening. */
export const companyApplicationStatuses = ['en-revision', 'seleccionada', 'no-seleccionada'] as const;
export type CompanyApplicationStatus = (typeof companyApplicationStatuses)[number];

/**
 * A student may withdraw an application while it is open, selected included (the student declines);
 * not once the company said no (nothing is left to withdraw), nor twice. A withdrawal is final: as
 * on the large job boards, the student cannot apply again to the same offer, so a company never sees
 * the same student come and go.
 */
export const canWithdrawApplication = (status: ApplicationStatus): boolean => status !== 'no-seleccionada' && status !== 'retirada';

export const APPLICATION_MESSAGE_MAX = 1000;

/** An application as its student sees it. */
export interface StudentApplication {
  offerId: string;
  offerTitle: string;
  companyName: string;
  status: ApplicationStatus;
  message: string;
  appliedAt: string;
  updatedAt: string;
}
export interface StudentApplicationList {
  applications: StudentApplication[];
}

/** An applicant as the offer's company sees them in its list. */
export interface Applicant {
  offerId: string;
  studentUid: string;
  studentName: string;
  institution: string;
  career: string;
  year: number;
  status: ApplicationStatus;
  appliedAt: string;
  updatedAt: string;
}
export interface ApplicantList {
  offerId: string;
  offerTitle: string;
  applicants: Applicant[];
}

/** GET /api/company/applications: the company's panel: applicants per offer, and the latest ones. */
export interface CompanyApplicationsSummary {
  offers: { offerId: string; offerTitle: string; total: number; unread: number }[];
  recent: (Applicant & { offerTitle: string })[];
}

/** One application opened by its company: the contact details and a short-lived link to the CV. */
export interface ApplicantDetail extends Applicant {
  message: string;
  email: string;
  phone: string;
  region?: string;
  /** A link valid a few minutes; absent if the student removed their CV. */
  cvUrl?: string;
  cvFileName?: string;
}

/** Visible students a page of the search shows. */
export const STUDENT_SEARCH_PAGE_SIZE = 20;

/**
 * A visible student as a company finds them: name, studies, region and e-mail, which the student
 * agreed to show by turning visibility on; the phone only reaches a company the student applied to.
 */
export interface VisibleStudent {
  studentUid: string;
  studentName: string;
  email: string;
  institution: string;
  career: string;
  year: number;
  region?: string;
}
export interface VisibleStudentList {
  students: VisibleStudent[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: string | null;
}

// ---------------------------------------------------------------- the admins' KPI

/** The Monday (YYYY-MM-DD, Chilean calendar) of the week an instant falls in: the KPI's week. */
export const applicationWeekOf = weekOfInChile;

/** GET /api/kpi/applications-weekly: applications sent each week, oldest first. */
export interface ApplicationsWeeklyKpi {
  weeks: { week: string; count: number }[];
  total: number;
}
