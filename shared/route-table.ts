import {
  adminUpdateUserBodySchema,
  adminUsersQuerySchema,
  type AdminActivationMailResent,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserUpdated,
  type PaidSubscriptionsKpi,
  type UsersWithPlanKpi,
} from './admin';
import { googleRegisterBodySchema, type GoogleProfile } from './federation';
import { googleRegisterCompanyBodySchema, registerCompanyBodySchema } from './company';
import {
  createOfferBodySchema,
  moderateOfferBodySchema,
  offerActionBodySchema,
  offerReportBodySchema,
  offerSearchQuerySchema,
  updateOfferBodySchema,
  type CompanyOfferList,
  type InternshipKpi,
  type Offer,
  type OfferListing,
  type PublicOffer,
  type ReportedOfferDetail,
  type ReportedOfferList,
} from './internships';
import { profileImageConfirmBodySchema, profileImageUploadBodySchema, updateMeBodySchema, type ProfileImageUpload } from './profile';
import {
  applicationStatusBodySchema,
  applyBodySchema,
  cvConfirmBodySchema,
  cvUploadBodySchema,
  studentProfileBodySchema,
  studentSearchQuerySchema,
  type Applicant,
  type ApplicantDetail,
  type ApplicantList,
  type CompanyApplicationsSummary,
  type ApplicationsWeeklyKpi,
  type CvUpload,
  type StudentApplication,
  type StudentApplicationList,
  type StudentProfile,
  type VisibleStudentList,
} from './students';
import {
  activateBodySchema,
  activationConfirmedBodySchema,
  emptyBodySchema,
  passwordChangedBodySchema,
  passwordRecoveryBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  welcomeActivationBodySchema,
  welcomeWithoutActivationBodySchema,
} from './schemas';
import { assistedApplicationBodySchema, insuranceContactBodySchema, supportTicketBodySchema, type InsuranceContactRequest, type SupportTicket, type SupportTicketList } from './support';
import type { BenefitCoverageKpi } from './benefits/coverage';
import {
  supportInboxQuerySchema,
  supportReplyBodySchema,
  supportStatusBodySchema,
  type SupportDeskItem,
  type SupportInbox,
  type SupportTicketDetail,
} from './support-desk';
import { checkoutBodySchema, type CheckoutStarted, type MyPlan, type PaymentRefunded } from './billing';
import type { UserDocument } from './user';
import { unsubscribeBodySchema, type UnsubscribeAnswer } from './reminders';
import { answer, type ActivationAnswer, type HealthAnswer, type MessageAnswer, type RouteDefinition } from './route-contract';

/**
 * The one route table, a typed contract: each route is an export of its own. The CDK stack makes an
 * API route for each (one Lambda per folder of lambdas/http/), the local gateway serves each, a handler
 * binds to its route with `defineHandler` (lambdas/lib/http.ts), and the web calls it with `apiRequest`
 * (web/src/lib/api-client.ts). The fields: shared/route-contract.ts.
 *
 * Why one export per route, each a plain object literal: a handler imports the table as a namespace
 * (`import * as routes from '.../shared/route-table'`), so esbuild keeps only the routes its function
 * serves and, shared/ being free of side effects, only the schema modules those routes name; the other
 * routes' schemas are neither bundled nor built at import (infra/test/route-bundles.test.ts; within a schema
 * module, each schema is a `pure()` statement for this: shared/pure.ts). A call
 * here (`route({...})`, `answer<T>()`) would keep every route in every function: a route names its
 * answer type with `answer<T>`, without a call. Everything else reads the whole table through
 * `routes` and `routeList` (shared/routes.ts).
 */

export const health = { method: 'GET', path: '/api/health', auth: 'public', handler: 'http/health/get-health', response: answer<HealthAnswer> } as const satisfies RouteDefinition;

// The caller's own profile
export const getMe = { method: 'GET', path: '/api/me', auth: 'user', handler: 'http/me/get-me', response: answer<UserDocument> } as const satisfies RouteDefinition;
export const updateMe = { method: 'PATCH', path: '/api/me', auth: 'user', handler: 'http/me/patch-me', body: updateMeBodySchema, response: answer<UserDocument> } as const satisfies RouteDefinition;
export const createProfileImageUpload = {
  method: 'POST',
  path: '/api/me/profile-image/upload-url',
  auth: 'user',
  handler: 'http/profile-image/post-profile-image-upload-url',
  body: profileImageUploadBodySchema,
  response: answer<ProfileImageUpload>,
} as const satisfies RouteDefinition;
export const confirmProfileImage = {
  method: 'PUT',
  path: '/api/me/profile-image',
  auth: 'user',
  handler: 'http/profile-image/put-profile-image',
  body: profileImageConfirmBodySchema,
  response: answer<UserDocument>,
} as const satisfies RouteDefinition;
export const deleteProfileImage = { method: 'DELETE', path: '/api/me/profile-image', auth: 'user', handler: 'http/profile-image/delete-profile-image', response: answer<UserDocument> } as const satisfies RouteDefinition;

// A person's student profile and CV, for applying to internship offers (shared/students.ts)
export const getStudentProfile = { method: 'GET', path: '/api/intern/profile', auth: 'client', handler: 'http/students/get-profile', response: answer<StudentProfile> } as const satisfies RouteDefinition;
export const updateStudentProfile = {
  method: 'PUT',
  path: '/api/intern/profile',
  auth: 'client',
  handler: 'http/students/put-profile',
  body: studentProfileBodySchema,
  response: answer<StudentProfile>,
} as const satisfies RouteDefinition;
export const createCvUpload = {
  method: 'POST',
  path: '/api/intern/profile/cv/upload-url',
  auth: 'client',
  handler: 'http/students/post-cv-upload-url',
  body: cvUploadBodySchema,
  response: answer<CvUpload>,
} as const satisfies RouteDefinition;
export const confirmCv = { method: 'PUT', path: '/api/intern/profile/cv', auth: 'client', handler: 'http/students/put-cv', body: cvConfirmBodySchema, response: answer<StudentProfile> } as const satisfies RouteDefinition;
// A person's applications to internship offers
export const applyToOffer = {
  method: 'POST',
  path: '/api/internships/{offerId}/applications',
  auth: 'client',
  handler: 'http/students/post-application',
  body: applyBodySchema,
  response: answer<StudentApplication>,
} as const satisfies RouteDefinition;
export const listMyApplications = { method: 'GET', path: '/api/intern/applications', auth: 'client', handler: 'http/students/get-applications', response: answer<StudentApplicationList> } as const satisfies RouteDefinition;
// A company's applicants, of its own offers only
export const companyApplications = {
  method: 'GET',
  path: '/api/company/applications',
  auth: 'enterprise',
  handler: 'http/students/get-company-applications',
  response: answer<CompanyApplicationsSummary>,
} as const satisfies RouteDefinition;
export const listApplicants = {
  method: 'GET',
  path: '/api/company/offers/{offerId}/applications',
  auth: 'enterprise',
  handler: 'http/students/get-applicants',
  response: answer<ApplicantList>,
} as const satisfies RouteDefinition;
export const openApplicant = {
  method: 'GET',
  path: '/api/company/offers/{offerId}/applications/{studentUid}',
  auth: 'enterprise',
  handler: 'http/students/get-applicant',
  response: answer<ApplicantDetail>,
} as const satisfies RouteDefinition;
export const answerApplicant = {
  method: 'POST',
  path: '/api/company/offers/{offerId}/applications/{studentUid}/status',
  auth: 'enterprise',
  handler: 'http/students/post-applicant-status',
  body: applicationStatusBodySchema,
  response: answer<Applicant>,
} as const satisfies RouteDefinition;
/** Admins see and moderate everything: any offer's applicants, without contact details or CVs. */
export const adminListApplicants = {
  method: 'GET',
  path: '/api/admin/internships/{offerId}/applications',
  auth: 'admin',
  handler: 'http/students/get-admin-applicants',
  response: answer<ApplicantList>,
} as const satisfies RouteDefinition;
export const searchStudents = {
  method: 'GET',
  path: '/api/company/interns',
  auth: 'enterprise',
  handler: 'http/students/get-interns',
  query: studentSearchQuerySchema,
  response: answer<VisibleStudentList>,
} as const satisfies RouteDefinition;

// Support and insurance contact
export const listTickets = { method: 'GET', path: '/api/support/tickets', auth: 'user', handler: 'http/support/get-tickets', response: answer<SupportTicketList> } as const satisfies RouteDefinition;
export const openTicket = {
  method: 'POST',
  path: '/api/support/tickets',
  auth: 'user',
  handler: 'http/support/post-ticket',
  body: supportTicketBodySchema,
  response: answer<SupportTicket>,
} as const satisfies RouteDefinition;
export const getTicket = {
  method: 'GET',
  path: '/api/support/tickets/{ticketId}',
  auth: 'user',
  handler: 'http/support/get-ticket',
  response: answer<SupportTicketDetail>,
} as const satisfies RouteDefinition;
export const replyToTicket = {
  method: 'POST',
  path: '/api/support/tickets/{ticketId}/replies',
  auth: 'user',
  handler: 'http/support/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportTicketDetail>,
} as const satisfies RouteDefinition;
export const requestAssistedApplication = {
  method: 'POST',
  path: '/api/support/assisted-applications',
  auth: 'user',
  handler: 'http/support/post-assisted-application',
  body: assistedApplicationBodySchema,
  response: answer<SupportTicket>,
} as const satisfies RouteDefinition;
export const requestInsuranceContact = {
  method: 'POST',
  path: '/api/seguros/contact-requests',
  auth: 'user',
  handler: 'http/seguros/post-contact-request',
  body: insuranceContactBodySchema,
  response: answer<InsuranceContactRequest>,
} as const satisfies RouteDefinition;

// Accounts
export const register = { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register', body: registerBodySchema, response: answer<UserDocument> } as const satisfies RouteDefinition;
export const getGoogleRegistration = {
  method: 'GET',
  path: '/api/register/google',
  auth: 'user',
  handler: 'http/accounts/get-register-google',
  registering: true,
  response: answer<GoogleProfile>,
} as const satisfies RouteDefinition;
export const completeGoogleRegistration = {
  method: 'POST',
  path: '/api/register/google',
  auth: 'user',
  handler: 'http/accounts/post-register-google',
  registering: true,
  body: googleRegisterBodySchema,
  response: answer<UserDocument>,
} as const satisfies RouteDefinition;
// Company accounts (`enterprise`): the same two ways as a person's, with a company's fields
export const registerCompany = {
  method: 'POST',
  path: '/api/register/company',
  auth: 'public',
  handler: 'http/accounts/post-register-company',
  body: registerCompanyBodySchema,
  response: answer<UserDocument>,
} as const satisfies RouteDefinition;
export const completeGoogleCompanyRegistration = {
  method: 'POST',
  path: '/api/register/google/company',
  auth: 'user',
  handler: 'http/accounts/post-register-google-company',
  registering: true,
  body: googleRegisterCompanyBodySchema,
  response: answer<UserDocument>,
} as const satisfies RouteDefinition;
export const deleteFederatedAccount = {
  method: 'DELETE',
  path: '/api/auth/federated-account',
  auth: 'user',
  handler: 'http/accounts/delete-federated-account',
  registering: true,
  response: answer<undefined>,
} as const satisfies RouteDefinition;
export const signOut = { method: 'POST', path: '/api/auth/sign-out', auth: 'user', handler: 'http/accounts/post-sign-out', body: emptyBodySchema, response: answer<undefined> } as const satisfies RouteDefinition;
export const activate = { method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate', body: activateBodySchema, response: answer<ActivationAnswer> } as const satisfies RouteDefinition;
export const resendActivation = {
  method: 'POST',
  path: '/api/activation/resend',
  auth: 'user',
  handler: 'http/accounts/post-activation-resend',
  body: emptyBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const resetPassword = {
  method: 'POST',
  path: '/api/reset-password',
  auth: 'public',
  handler: 'http/accounts/post-reset-password',
  body: resetPasswordBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;

// The spec's mail calls (§7): each only asks for a mail the account is due
export const requestPasswordRecovery = {
  method: 'POST',
  path: '/api/mail/password-recovery',
  auth: 'public',
  handler: 'http/mail/post-password-recovery',
  body: passwordRecoveryBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const requestActivationConfirmedMail = {
  method: 'POST',
  path: '/api/mail/activation-confirmed',
  auth: 'public',
  handler: 'http/mail/post-activation-confirmed',
  body: activationConfirmedBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const requestPasswordChangedMail = {
  method: 'POST',
  path: '/api/mail/password-changed',
  auth: 'public',
  handler: 'http/mail/post-password-changed',
  body: passwordChangedBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const requestWelcomeActivationMail = {
  method: 'POST',
  path: '/api/mail/welcome-activation',
  auth: 'user',
  handler: 'http/mail/post-welcome-activation',
  body: welcomeActivationBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const requestWelcomeWithoutActivationMail = {
  method: 'POST',
  path: '/api/mail/welcome-without-activation',
  auth: 'user',
  handler: 'http/mail/post-welcome-without-activation',
  body: welcomeWithoutActivationBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;

// Admin area
export const listUsers = { method: 'GET', path: '/api/admin/users', auth: 'admin', handler: 'http/admin/get-users', query: adminUsersQuerySchema, response: answer<AdminUserList> } as const satisfies RouteDefinition;
export const getUser = { method: 'GET', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/get-user', response: answer<AdminUserDetail> } as const satisfies RouteDefinition;
export const updateUser = {
  method: 'PATCH',
  path: '/api/admin/users/{uid}',
  auth: 'admin',
  handler: 'http/admin/patch-user',
  body: adminUpdateUserBodySchema,
  response: answer<AdminUserUpdated>,
} as const satisfies RouteDefinition;
export const deleteUser = { method: 'DELETE', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/delete-user', response: answer<undefined> } as const satisfies RouteDefinition;
export const resendActivationMail = {
  method: 'POST',
  path: '/api/admin/users/{uid}/activation-mail',
  auth: 'admin',
  handler: 'http/admin/post-activation-mail',
  body: emptyBodySchema,
  response: answer<AdminActivationMailResent>,
} as const satisfies RouteDefinition;
// The support desk: tickets and insurance requests, one inbox
export const supportInbox = {
  method: 'GET',
  path: '/api/admin/support/inbox',
  auth: 'admin',
  handler: 'http/support-desk/get-inbox',
  query: supportInboxQuerySchema,
  response: answer<SupportInbox>,
} as const satisfies RouteDefinition;
export const getSupportItem = {
  method: 'GET',
  path: '/api/admin/support/items/{uid}/{itemId}',
  auth: 'admin',
  handler: 'http/support-desk/get-item',
  response: answer<SupportDeskItem>,
} as const satisfies RouteDefinition;
export const replyToSupportItem = {
  method: 'POST',
  path: '/api/admin/support/items/{uid}/{itemId}/replies',
  auth: 'admin',
  handler: 'http/support-desk/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportDeskItem>,
} as const satisfies RouteDefinition;
export const changeSupportStatus = {
  method: 'PATCH',
  path: '/api/admin/support/items/{uid}/{itemId}',
  auth: 'admin',
  handler: 'http/support-desk/patch-item',
  body: supportStatusBodySchema,
  response: answer<SupportDeskItem>,
} as const satisfies RouteDefinition;
export const paidSubscriptionsKpi = {
  method: 'GET',
  path: '/api/kpi/get-all-paid-subscriptions',
  auth: 'admin',
  handler: 'http/kpi/get-all-paid-subscriptions',
  response: answer<PaidSubscriptionsKpi>,
} as const satisfies RouteDefinition;
export const usersWithPlanKpi = {
  method: 'GET',
  path: '/api/kpi/get-all-users-with-plan',
  auth: 'admin',
  handler: 'http/kpi/get-all-users-with-plan',
  response: answer<UsersWithPlanKpi>,
} as const satisfies RouteDefinition;
export const benefitCoverageKpi = {
  method: 'GET',
  path: '/api/kpi/benefit-coverage',
  auth: 'admin',
  handler: 'http/kpi/get-benefit-coverage',
  response: answer<BenefitCoverageKpi>,
} as const satisfies RouteDefinition;
export const applicationsWeeklyKpi = {
  method: 'GET',
  path: '/api/kpi/applications-weekly',
  auth: 'admin',
  handler: 'http/kpi/get-applications-weekly',
  response: answer<ApplicationsWeeklyKpi>,
} as const satisfies RouteDefinition;
// Benefit reminders: the one-click unsubscribe of a reminder mail (the token signs the user; no sign-in).
export const unsubscribeReminders = {
  method: 'POST',
  path: '/api/reminders/unsubscribe',
  auth: 'public',
  handler: 'http/reminders/post-unsubscribe',
  body: unsubscribeBodySchema,
  response: answer<UnsubscribeAnswer>,
} as const satisfies RouteDefinition;
// The same from a mail client's one click (RFC 8058): the token in the path, which the API's access log does not keep (it logs the route).
export const unsubscribeRemindersOneClick = {
  method: 'POST',
  path: '/api/reminders/unsubscribe/{token}',
  auth: 'public',
  handler: 'http/reminders/post-unsubscribe-one-click',
  response: answer<UnsubscribeAnswer>,
} as const satisfies RouteDefinition;

// The plan: Transbank Oneclick Mall
export const getMyPlan = { method: 'GET', path: '/api/billing/plan', auth: 'user', handler: 'http/billing/get-plan', response: answer<MyPlan> } as const satisfies RouteDefinition;
export const startCheckout = { method: 'POST', path: '/api/billing/checkout', auth: 'user', handler: 'http/billing/post-checkout', body: checkoutBodySchema, response: answer<CheckoutStarted> } as const satisfies RouteDefinition;
/** Transbank's page POSTs the form `TBK_TOKEN` here (public: the browser comes from Transbank); answers a 303 to /profile/plan. */
export const oneclickReturn = { method: 'POST', path: '/api/billing/oneclick-return', auth: 'public', handler: 'http/billing/post-oneclick-return' } as const satisfies RouteDefinition;
/** Transbank's API 1.1 and later send the browser back by GET (`?TBK_TOKEN=…`: normal flow, form timeout, an abort in production). */
export const oneclickReturnGet = { method: 'GET', path: '/api/billing/oneclick-return', auth: 'public', handler: 'http/billing/get-oneclick-return' } as const satisfies RouteDefinition;
export const cancelMyPlan = { method: 'POST', path: '/api/billing/cancel', auth: 'user', handler: 'http/billing/post-cancel', body: emptyBodySchema, response: answer<MyPlan> } as const satisfies RouteDefinition;
export const refundPayment = {
  method: 'POST',
  path: '/api/admin/users/{uid}/payments/{paymentId}/refund',
  auth: 'admin',
  handler: 'http/billing/post-refund',
  body: emptyBodySchema,
  response: answer<PaymentRefunded>,
} as const satisfies RouteDefinition;

// Internship offers: a company's own (`enterprise`), the public listing, reports and moderation (shared/internships.ts)
export const listCompanyOffers = { method: 'GET', path: '/api/company/offers', auth: 'enterprise', handler: 'http/company-offers/get-offers', response: answer<CompanyOfferList> } as const satisfies RouteDefinition;
export const createCompanyOffer = {
  method: 'POST',
  path: '/api/company/offers',
  auth: 'enterprise',
  handler: 'http/company-offers/post-offer',
  body: createOfferBodySchema,
  response: answer<Offer>,
} as const satisfies RouteDefinition;
export const getCompanyOffer = { method: 'GET', path: '/api/company/offers/{offerId}', auth: 'enterprise', handler: 'http/company-offers/get-offer', response: answer<Offer> } as const satisfies RouteDefinition;
export const updateCompanyOffer = {
  method: 'PUT',
  path: '/api/company/offers/{offerId}',
  auth: 'enterprise',
  handler: 'http/company-offers/put-offer',
  body: updateOfferBodySchema,
  response: answer<Offer>,
} as const satisfies RouteDefinition;
export const changeCompanyOfferStatus = {
  method: 'POST',
  path: '/api/company/offers/{offerId}/status',
  auth: 'enterprise',
  handler: 'http/company-offers/post-offer-status',
  body: offerActionBodySchema,
  response: answer<Offer>,
} as const satisfies RouteDefinition;
export const searchInternships = { method: 'GET', path: '/api/internships', auth: 'public', handler: 'http/internships/get-internships', query: offerSearchQuerySchema, response: answer<OfferListing> } as const satisfies RouteDefinition;
export const getInternship = { method: 'GET', path: '/api/internships/{offerId}', auth: 'public', handler: 'http/internships/get-internship', response: answer<PublicOffer> } as const satisfies RouteDefinition;
/** The offer's served page (HTML, not JSON): `/internships/<id>` is rewritten here by CloudFront and the local gateway. */
export const getInternshipPage = { method: 'GET', path: '/api/internships/{offerId}/page', auth: 'public', handler: 'http/internships/get-internship-page', response: answer<string> } as const satisfies RouteDefinition;
export const reportInternship = {
  method: 'POST',
  path: '/api/internships/{offerId}/reports',
  auth: 'user',
  handler: 'http/internships/post-report',
  body: offerReportBodySchema,
  response: answer<MessageAnswer>,
} as const satisfies RouteDefinition;
export const listReportedInternships = {
  method: 'GET',
  path: '/api/admin/internships/reported',
  auth: 'admin',
  handler: 'http/offer-moderation/get-reported',
  response: answer<ReportedOfferList>,
} as const satisfies RouteDefinition;
export const getReportedInternship = {
  method: 'GET',
  path: '/api/admin/internships/{offerId}/reports',
  auth: 'admin',
  handler: 'http/offer-moderation/get-reported-offer',
  response: answer<ReportedOfferDetail>,
} as const satisfies RouteDefinition;
export const moderateInternship = {
  method: 'PATCH',
  path: '/api/admin/internships/{offerId}',
  auth: 'admin',
  handler: 'http/offer-moderation/patch-offer',
  body: moderateOfferBodySchema,
  response: answer<Offer>,
} as const satisfies RouteDefinition;
export const internshipsKpi = { method: 'GET', path: '/api/kpi/internships', auth: 'admin', handler: 'http/kpi/get-internships', response: answer<InternshipKpi> } as const satisfies RouteDefinition;
// A student withdraws their own application (keyed by the caller: never another's)
export const withdrawMyApplication = {
  method: 'POST',
  path: '/api/intern/applications/{offerId}/withdrawal',
  auth: 'client',
  handler: 'http/students/post-application-withdrawal',
  body: emptyBodySchema,
  response: answer<StudentApplication>,
} as const satisfies RouteDefinition;
