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

/**
 * What a student's button says for a withdrawal: a selected student declines the place; before an
 * answer, they withdraw what they sent. Both are the same final act (the company sees `retirada`).
 */
export const withdrawalWording = (status: ApplicationStatus) =>
  status === 'seleccionada'
    ? { action: 'Rechazar la práctica', question: '¿Rechazar la práctica?', confirm: 'Rechazar', pending: 'Rechazando…', failure: 'No pudimos registrar tu respuesta. Intenta nuevamente.' }
    : { action: 'Retirar postulación', question: '¿Retirar tu postulación?', confirm: 'Retirar', pending: 'Retirando…', failure: 'No pudimos retirar tu postulación. Intenta nuevamente.' };

/** Whether the other side wrote last and the reader has not opened the thread since. */
export const hasUnreadMessages = (thread: ThreadState, reader: ThreadSide): boolean =>
  thread.lastMessageAt !== undefined && thread.lastMessageBy !== reader && (thread[reader === 'student' ? 'studentReadAt' : 'companyReadAt'] ?? '') < thread.lastMessageAt;

/** An application as its student sees it. */
export interface StudentApplication {
  offerId: string;
  offerTitle: string;
  companyName: string;
  status: ApplicationStatus;
  message: string;
  appliedAt: string;
  updatedAt: string;
  /** The company wrote in the application's thread since the student last read it. */
  unreadMessages: boolean;
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
  /** The student wrote in the application's thread since the company last read it. */
  unreadMessages: boolean;
}
export interface ApplicantList {
  offerId: string;
  offerTitle: string;
  applicants: Applicant[];
}

/** GET /api/company/applications: the company's panel: applicants per offer, and the latest ones. */
export interface CompanyApplicationsSummary {
  /** `unread`: applications not opened yet; `unreadMessages`: applications whose student wrote since the company last read. */
  offers: { offerId: string; offerTitle: string; total: number; unread: number; unreadMessages: number }[];
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

/** A visible student as a company without the plan sees them: their studies and region, nothing that tells who they are. */
export interface StudentPreview {
  career: string;
  year: number;
  region?: string;
}
/** How many students a preview shows. */
export const STUDENT_PREVIEW_SIZE = 6;

/**
 * The search of a company without the Plan Empresa: how many visible students match, and a few of
 * them without name, institution, contact or any id (no cursor either: nothing to page through).
 */
export interface StudentSearchPreview {
  preview: true;
  /** How many match, counted up to the profiles one request reads. */
  total: number;
  /** More may match than were counted: "más de `total`". */
  atLeast: boolean;
  students: StudentPreview[];
}

/** GET /api/company/interns: the students, with the plan; a preview, without it. */
export type StudentSearchAnswer = VisibleStudentList | StudentSearchPreview;
export const isStudentSearchPreview = (answer: StudentSearchAnswer): answer is StudentSearchPreview => 'preview' in answer;

// ---------------------------------------------------------------- messages between a student and a company

/**
 * Each application has one thread: its student and its offer's company write to each other in the
 * app (contact details stay where they were: the company still sees the e-mail and phone). A
 * withdrawn application's thread is closed: the student took back what they sent.
 */
export const threadSides = ['student', 'company'] as const;
export type ThreadSide = (typeof threadSides)[number];
export const THREAD_MESSAGE_MAX = 2000;
/** Messages a thread holds: past it, the two go on by e-mail or phone. */
export const THREAD_MAX_MESSAGES = 200;

export const canWriteInThread = (status: ApplicationStatus): boolean => status !== 'retirada';

/** What the application item keeps of its thread, to tell who has something unread without reading it. */
export interface ThreadState {
  lastMessageAt?: string;
  lastMessageBy?: ThreadSide;
  studentReadAt?: string;
  companyReadAt?: string;
}

export interface ThreadMessage {
  messageId: string;
  author: ThreadSide;
  text: string;
  at: string;
}

/** GET …/messages: one application's thread, oldest first, as one of its two sides reads it. */
export interface ApplicationThread {
  offerId: string;
  studentUid: string;
  offerTitle: string;
  companyName: string;
  studentName: string;
  status: ApplicationStatus;
  /** Whether a message may still be written (not once the student withdrew). */
  open: boolean;
  messages: ThreadMessage[];
}

// ---------------------------------------------------------------- the admins' KPI

/** The Monday (YYYY-MM-DD, Chilean calendar) of the week an instant falls in: the KPI's week. */
export const applicationWeekOf = weekOfInChile;

/**
 * One week of the prácticas funnel: offers published (each offer once a week), applications sent
 * (`count`), messages between companies and students, students selected (each application once).
 */
export interface InternshipWeek {
  /** Its Monday, `YYYY-MM-DD`. */
  week: string;
  published: number;
  /** Applications. */
  count: number;
  messages: number;
  selections: number;
}

/** GET /api/kpi/applications-weekly: the prácticas funnel week by week, oldest first; `total` counts the applications. */
export interface ApplicationsWeeklyKpi {
  weeks: InternshipWeek[];
  total: number;
  totals: Omit<InternshipWeek, 'week'>;
}
