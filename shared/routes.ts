import type { z } from 'zod/mini';
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
import { profileImageConfirmBodySchema, profileImageUploadBodySchema, updateMeBodySchema, type ProfileImageUpload } from './profile';
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
import { unsubscribeQuerySchema, type UnsubscribeAnswer } from './reminders';

/**
 * The one route table, a typed contract. The CDK stack makes a Lambda and an API route for each
 * route, the local gateway serves each route, a handler binds to its route with `defineHandler`
 * (lambdas/lib/http.ts), and the web calls it with `apiRequest` (web/src/lib/api-client.ts).
 *
 * auth: `public` (no token), `user` (a valid Cognito ID token), `admin` (a token of a member of the `admin` group).
 * handler: the module under `lambdas/` that exports `handler`.
 * body, query: the zod schemas the handler validates (400 with the catalogue's messages otherwise).
 * response: the type of the answer's body, named with `answer<Type>()` (a type only, nothing at run time).
 */
export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Names the type of a route's answer body; the value carries nothing at run time. */
export interface Answer<Body> {
  readonly answerType?: Body;
}
export const answer = <Body>(): Answer<Body> => ({});

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway HTTP API syntax: `/api/admin/users/{uid}`. */
  readonly path: `/api/${string}`;
  readonly auth: AuthLevel;
  readonly handler: string;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly response?: Answer<unknown>;
}

/** Keeps each field's literal type (`auth: 'user'`, the schema's own type). */
const route = <const Definition extends RouteDefinition>(definition: Definition): Definition => definition;

/** The answer of the routes that only confirm, with a Spanish text to show. */
export interface MessageAnswer {
  message: string;
}
/** POST /api/activate: the web decides on `status`; `message` is the spec's text ('Cuenta ya activada'). */
export interface ActivationAnswer {
  status: 'activated' | 'already-activated';
  message: string;
}
export type DependencyState = 'ok' | 'down';
export interface HealthAnswer {
  status: DependencyState;
  dependencies: Record<string, DependencyState>;
  down?: string[];
}

export const routes = {
  health: route({ method: 'GET', path: '/api/health', auth: 'public', handler: 'http/health/get-health', response: answer<HealthAnswer>() }),

  // The caller's own profile
  getMe: route({ method: 'GET', path: '/api/me', auth: 'user', handler: 'http/me/get-me', response: answer<UserDocument>() }),
  updateMe: route({ method: 'PATCH', path: '/api/me', auth: 'user', handler: 'http/me/patch-me', body: updateMeBodySchema, response: answer<UserDocument>() }),
  createProfileImageUpload: route({
    method: 'POST',
    path: '/api/me/profile-image/upload-url',
    auth: 'user',
    handler: 'http/profile-image/post-profile-image-upload-url',
    body: profileImageUploadBodySchema,
    response: answer<ProfileImageUpload>(),
  }),
  confirmProfileImage: route({
    method: 'PUT',
    path: '/api/me/profile-image',
    auth: 'user',
    handler: 'http/profile-image/put-profile-image',
    body: profileImageConfirmBodySchema,
    response: answer<UserDocument>(),
  }),
  deleteProfileImage: route({ method: 'DELETE', path: '/api/me/profile-image', auth: 'user', handler: 'http/profile-image/delete-profile-image', response: answer<UserDocument>() }),

  // Support and insurance contact
  listTickets: route({ method: 'GET', path: '/api/support/tickets', auth: 'user', handler: 'http/support/get-tickets', response: answer<SupportTicketList>() }),
  openTicket: route({
    method: 'POST',
    path: '/api/support/tickets',
    auth: 'user',
    handler: 'http/support/post-ticket',
    body: supportTicketBodySchema,
    response: answer<SupportTicket>(),
  }),
  getTicket: route({
    method: 'GET',
    path: '/api/support/tickets/{ticketId}',
    auth: 'user',
    handler: 'http/support/get-ticket',
    response: answer<SupportTicketDetail>(),
  }),
  replyToTicket: route({
    method: 'POST',
    path: '/api/support/tickets/{ticketId}/replies',
    auth: 'user',
    handler: 'http/support/post-reply',
    body: supportReplyBodySchema,
    response: answer<SupportTicketDetail>(),
  }),
  requestAssistedApplication: route({
    method: 'POST',
    path: '/api/support/assisted-applications',
    auth: 'user',
    handler: 'http/support/post-assisted-application',
    body: assistedApplicationBodySchema,
    response: answer<SupportTicket>(),
  }),
  requestInsuranceContact: route({
    method: 'POST',
    path: '/api/seguros/contact-requests',
    auth: 'user',
    handler: 'http/seguros/post-contact-request',
    body: insuranceContactBodySchema,
    response: answer<InsuranceContactRequest>(),
  }),

  // Accounts
  register: route({ method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register', body: registerBodySchema, response: answer<UserDocument>() }),
  getGoogleRegistration: route({
    method: 'GET',
    path: '/api/register/google',
    auth: 'user',
    handler: 'http/accounts/get-register-google',
    response: answer<GoogleProfile>(),
  }),
  completeGoogleRegistration: route({
    method: 'POST',
    path: '/api/register/google',
    auth: 'user',
    handler: 'http/accounts/post-register-google',
    body: googleRegisterBodySchema,
    response: answer<UserDocument>(),
  }),
  deleteFederatedAccount: route({
    method: 'DELETE',
    path: '/api/auth/federated-account',
    auth: 'user',
    handler: 'http/accounts/delete-federated-account',
    response: answer<undefined>(),
  }),
  signOut: route({ method: 'POST', path: '/api/auth/sign-out', auth: 'user', handler: 'http/accounts/post-sign-out', body: emptyBodySchema, response: answer<undefined>() }),
  activate: route({ method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate', body: activateBodySchema, response: answer<ActivationAnswer>() }),
  resendActivation: route({
    method: 'POST',
    path: '/api/activation/resend',
    auth: 'user',
    handler: 'http/accounts/post-activation-resend',
    body: emptyBodySchema,
    response: answer<MessageAnswer>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/reset-password',
    auth: 'public',
    handler: 'http/accounts/post-reset-password',
    body: resetPasswordBodySchema,
    response: answer<MessageAnswer>(),
  }),

  // The spec's mail calls (§7): each only asks for a mail the account is due
  requestPasswordRecovery: route({
    method: 'POST',
    path: '/api/mail/password-recovery',
    auth: 'public',
    handler: 'http/mail/post-password-recovery',
    body: passwordRecoveryBodySchema,
    response: answer<MessageAnswer>(),
  }),
  requestActivationConfirmedMail: route({
    method: 'POST',
    path: '/api/mail/activation-confirmed',
    auth: 'public',
    handler: 'http/mail/post-activation-confirmed',
    body: activationConfirmedBodySchema,
    response: answer<MessageAnswer>(),
  }),
  requestPasswordChangedMail: route({
    method: 'POST',
    path: '/api/mail/password-changed',
    auth: 'public',
    handler: 'http/mail/post-password-changed',
    body: passwordChangedBodySchema,
    response: answer<MessageAnswer>(),
  }),
  requestWelcomeActivationMail: route({
    method: 'POST',
    path: '/api/mail/welcome-activation',
    auth: 'user',
    handler: 'http/mail/post-welcome-activation',
    body: welcomeActivationBodySchema,
    response: answer<MessageAnswer>(),
  }),
  requestWelcomeWithoutActivationMail: route({
    method: 'POST',
    path: '/api/mail/welcome-without-activation',
    auth: 'user',
    handler: 'http/mail/post-welcome-without-activation',
    body: welcomeWithoutActivationBodySchema,
    response: answer<MessageAnswer>(),
  }),

  // Admin area
  listUsers: route({ method: 'GET', path: '/api/admin/users', auth: 'admin', handler: 'http/admin/get-users', query: adminUsersQuerySchema, response: answer<AdminUserList>() }),
  getUser: route({ method: 'GET', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/get-user', response: answer<AdminUserDetail>() }),
  updateUser: route({
    method: 'PATCH',
    path: '/api/admin/users/{uid}',
    auth: 'admin',
    handler: 'http/admin/patch-user',
    body: adminUpdateUserBodySchema,
    response: answer<AdminUserUpdated>(),
  }),
  deleteUser: route({ method: 'DELETE', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/delete-user', response: answer<undefined>() }),
  resendActivationMail: route({
    method: 'POST',
    path: '/api/admin/users/{uid}/activation-mail',
    auth: 'admin',
    handler: 'http/admin/post-activation-mail',
    body: emptyBodySchema,
    response: answer<AdminActivationMailResent>(),
  }),
  // The support desk (issue 15): tickets and insurance requests, one inbox
  supportInbox: route({
    method: 'GET',
    path: '/api/admin/support/inbox',
    auth: 'admin',
    handler: 'http/support-desk/get-inbox',
    query: supportInboxQuerySchema,
    response: answer<SupportInbox>(),
  }),
  getSupportItem: route({
    method: 'GET',
    path: '/api/admin/support/items/{uid}/{itemId}',
    auth: 'admin',
    handler: 'http/support-desk/get-item',
    response: answer<SupportDeskItem>(),
  }),
  replyToSupportItem: route({
    method: 'POST',
    path: '/api/admin/support/items/{uid}/{itemId}/replies',
    auth: 'admin',
    handler: 'http/support-desk/post-reply',
    body: supportReplyBodySchema,
    response: answer<SupportDeskItem>(),
  }),
  changeSupportStatus: route({
    method: 'PATCH',
    path: '/api/admin/support/items/{uid}/{itemId}',
    auth: 'admin',
    handler: 'http/support-desk/patch-item',
    body: supportStatusBodySchema,
    response: answer<SupportDeskItem>(),
  }),
  paidSubscriptionsKpi: route({
    method: 'GET',
    path: '/api/kpi/get-all-paid-subscriptions',
    auth: 'admin',
    handler: 'http/kpi/get-all-paid-subscriptions',
    response: answer<PaidSubscriptionsKpi>(),
  }),
  usersWithPlanKpi: route({
    method: 'GET',
    path: '/api/kpi/get-all-users-with-plan',
    auth: 'admin',
    handler: 'http/kpi/get-all-users-with-plan',
    response: answer<UsersWithPlanKpi>(),
  }),
  benefitCoverageKpi: route({
    method: 'GET',
    path: '/api/kpi/benefit-coverage',
    auth: 'admin',
    handler: 'http/kpi/get-benefit-coverage',
    response: answer<BenefitCoverageKpi>(),
  }),
  // Benefit reminders: the one-click unsubscribe of a reminder mail (the token signs the user; no sign-in).
  unsubscribeReminders: route({
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    auth: 'public',
    handler: 'http/reminders/post-unsubscribe',
    query: unsubscribeQuerySchema,
    response: answer<UnsubscribeAnswer>(),
  }),

  // The plan (issue 15): Transbank Oneclick Mall
  getMyPlan: route({ method: 'GET', path: '/api/billing/plan', auth: 'user', handler: 'http/billing/get-plan', response: answer<MyPlan>() }),
  startCheckout: route({ method: 'POST', path: '/api/billing/checkout', auth: 'user', handler: 'http/billing/post-checkout', body: checkoutBodySchema, response: answer<CheckoutStarted>() }),
  /** Transbank's page POSTs the form `TBK_TOKEN` here (public: the browser comes from Transbank); answers a 303 to /profile/plan. */
  oneclickReturn: route({ method: 'POST', path: '/api/billing/oneclick-return', auth: 'public', handler: 'http/billing/post-oneclick-return' }),
  cancelMyPlan: route({ method: 'POST', path: '/api/billing/cancel', auth: 'user', handler: 'http/billing/post-cancel', body: emptyBodySchema, response: answer<MyPlan>() }),
  refundPayment: route({
    method: 'POST',
    path: '/api/admin/users/{uid}/payments/{paymentId}/refund',
    auth: 'admin',
    handler: 'http/billing/post-refund',
    body: emptyBodySchema,
    response: answer<PaymentRefunded>(),
  }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];

/** Every route, for the loops of the CDK stack and the local gateway. */
export const routeList: readonly Route[] = Object.values(routes);

/** The parsed body a route's handler receives (undefined when the route takes none). */
export type BodyOf<R extends RouteDefinition> = R extends { body: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;
/** The body a client sends, before the schema's transforms. */
export type BodyInputOf<R extends RouteDefinition> = R extends { body: infer Schema extends z.ZodMiniType } ? z.input<Schema> : undefined;
export type QueryOf<R extends RouteDefinition> = R extends { query: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;
export type QueryInputOf<R extends RouteDefinition> = R extends { query: infer Schema extends z.ZodMiniType } ? z.input<Schema> : undefined;
export type ResponseOf<R extends RouteDefinition> = R extends { response: Answer<infer Body> } ? Body : unknown;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** `{ uid: string }` for `/api/admin/users/{uid}`; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string>;

/** `GET /api/me` */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** A stable identifier for a route, usable as a CDK construct id or a function name part: `GetApiMe`. */
export const routeId = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  [route.method.toLowerCase(), ...route.path.split(/[/{}-]+/)]
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Matches a concrete path against a route path; returns the path parameters, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const templateParts = template.split('/');
  const pathParts = path.split('/');
  if (templateParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of templateParts.entries()) {
    const actual = pathParts[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      if (!actual) return undefined;
      params[param[1]] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
};
