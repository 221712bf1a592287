import { Outlet, type RouteObject } from 'react-router';
import { RouteError } from '../components/layouts/route-error';
import { Root } from './root';
import type { RouteHandle } from './route-rules';

/** Page access is metadata on the routes (see route-rules.ts); a child inherits its parent's. */
const publicPage: RouteHandle = { access: 'public' };
const signedInPage: RouteHandle = { access: 'user' };
const adminPage: RouteHandle = { access: 'admin' };
/** A person's pages (the benefits half, the student pages): a company is told they are not its own. */
const personPage: RouteHandle = { access: 'person' };
/** A company's pages (`enterprise`): a person is told they are a company's. */
const companyPage: RouteHandle = { access: 'enterprise' };
/** Works without a session: no full-screen spinner while it loads (spec §2). */
const noSpinner: RouteHandle = { authSpinner: false };
/** /login and /register: a signed-in user goes on (spec §2). */
const signedInGoesOn: RouteHandle = { sendsSignedInOn: true };

const publicLayout = () => import('../routes/public-layout');

/**
 * The route table of the web app, shared by the browser router (main.tsx) and the prerender
 * (entry-server.tsx). Every page is a lazy route module exporting `Component`, so that the
 * public pages never load signed-in or admin code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'public',
        // Plain HTML and CSS, no component kit: `/` and `/terms` are prerendered, and a signed-out visitor
        // gets them without React (web/src/public/entry.ts).
        lazy: publicLayout,
        handle: publicPage,
        children: [
          { id: 'landing', index: true, lazy: () => import('../routes/landing') },
          { id: 'terms', path: 'terms', lazy: () => import('../routes/terms') },
          // The internship offers' public listing. Each offer's own page, /internships/<id>, is HTML the API
          // makes per request with its JobPosting data (lambdas/internships/offer-page.ts), not a page of the app.
          { id: 'internships', path: 'internships', lazy: () => import('../routes/internships/listing') },
        ],
      },
      {
        // Every interactive screen is drawn with Chakra UI: its provider, the system and Emotion load with
        // the first of these routes (`components/ui/provider.tsx`), never with the public pages above.
        id: 'kit',
        lazy: async () => {
          const { UiProvider } = await import('../components/ui/provider');
          return {
            element: (
              <UiProvider>
                <Outlet />
              </UiProvider>
            ),
          };
        },
        children: [
          {
            // `/revisa`, the check before signing up: a public page with the public header and footer, whose form is Chakra's.
            id: 'public-check',
            lazy: publicLayout,
            handle: publicPage,
            children: [{ id: 'check', path: 'revisa', lazy: () => import('../routes/check') }],
          },
          {
            // Auth-flow routes: no header or footer (spec §2).
            id: 'auth',
            lazy: () => import('../routes/auth/layout'),
            handle: publicPage,
            children: [
              { id: 'login', path: 'login', handle: signedInGoesOn, lazy: () => import('../routes/auth/login') },
              { id: 'register', path: 'register', handle: signedInGoesOn, lazy: () => import('../routes/auth/register') },
              { id: 'activate', path: 'activate/:userId', handle: noSpinner, lazy: () => import('../routes/auth/activate') },
              { id: 'recovery-password', path: 'recovery-password', handle: noSpinner, lazy: () => import('../routes/auth/recovery-password') },
              { id: 'set-new-password', path: 'set-new-password/:userId', handle: noSpinner, lazy: () => import('../routes/auth/set-new-password') },
              { id: 'reminders-unsubscribe', path: 'reminders/unsubscribe', handle: noSpinner, lazy: () => import('../routes/auth/reminders-unsubscribe') },
            ],
          },
          {
            // The signed-in area; the guard in root.tsx keeps signed-out visitors out.
            id: 'app',
            lazy: () => import('../routes/app/layout'),
            handle: signedInPage,
            children: [
              { id: 'dashboard', path: 'dashboard', handle: personPage, lazy: () => import('../routes/app/dashboard') },
              { id: 'registro-social-hogares', path: 'registrosocialhogares', handle: personPage, lazy: () => import('../routes/app/registro-social-hogares') },
              { id: 'seguros', path: 'seguros', handle: personPage, lazy: () => import('../routes/app/seguros') },
              {
                // A company's area: its panel is its home (route-rules.ts).
                id: 'company',
                path: 'company',
                handle: companyPage,
                children: [
                  { id: 'company-dashboard', path: 'dashboard', lazy: () => import('../routes/company/dashboard') },
                  { id: 'company-offers', path: 'myinternships', lazy: () => import('../routes/company/offers') },
                  { id: 'company-offer-new', path: 'myinternships/new', lazy: () => import('../routes/company/offer-new') },
                  { id: 'company-offer-edit', path: 'myinternships/:offerId/edit', lazy: () => import('../routes/company/offer-edit') },
                  // One offer's applicants: a company's own only (the API answers 404 for another's).
                  { id: 'company-applicants', path: 'myinternships/:offerId', lazy: () => import('../routes/company/applicants') },
                ],
              },
              // The student half: a company's candidate search; a person's student pages and the apply flow.
              { id: 'interns-search', path: 'interns', handle: companyPage, lazy: () => import('../routes/interns/search') },
              { id: 'intern-dashboard', path: 'intern/dashboard', handle: personPage, lazy: () => import('../routes/intern/dashboard') },
              { id: 'intern-applications', path: 'intern/myapplications', handle: personPage, lazy: () => import('../routes/intern/applications') },
              { id: 'internship-apply', path: 'intern/postular/:offerId', handle: personPage, lazy: () => import('../routes/intern/apply') },
              { id: 'support', path: 'support', lazy: () => import('../routes/app/support') },
              { id: 'support-ticket', path: 'support/tickets/:ticketId', lazy: () => import('../routes/app/support-ticket') },
              {
                id: 'profile',
                path: 'profile',
                children: [
                  { id: 'profile-index', index: true, lazy: () => import('../routes/app/profile-index') },
                  { id: 'profile-info', path: 'info', lazy: () => import('../routes/app/profile-info') },
                  { id: 'profile-plan', path: 'plan', lazy: () => import('../routes/app/profile-plan') },
                  { id: 'profile-receipt', path: 'plan/comprobantes/:paymentId', lazy: () => import('../routes/app/profile-receipt') },
                ],
              },
              {
                // Admins only: the guard in root.tsx sends anyone else to /dashboard.
                id: 'admin',
                path: 'admin',
                handle: adminPage,
                lazy: () => import('../routes/admin/layout'),
                children: [
                  { id: 'admin-index', index: true, lazy: () => import('../routes/admin/index') },
                  { id: 'admin-users', path: 'users', lazy: () => import('../routes/admin/users') },
                  { id: 'admin-user', path: 'users/:uid', lazy: () => import('../routes/admin/user-detail') },
                  { id: 'admin-user-edit', path: 'users/:uid/edit', lazy: () => import('../routes/admin/user-edit') },
                  { id: 'admin-kpis', path: 'kpis', lazy: () => import('../routes/admin/kpis') },
                  { id: 'admin-support', path: 'support', lazy: () => import('../routes/admin/support') },
                  { id: 'admin-support-item', path: 'support/:uid/:itemId', lazy: () => import('../routes/admin/support-item') },
                  { id: 'admin-internships', path: 'internships', lazy: () => import('../routes/admin/internships') },
                ],
              },
            ],
          },
        ],
      },
      {
        // Any other path: a signed-in user goes to /dashboard, anyone else to /login (spec §2), so
        // there is never a not-found page to show.
        id: 'unknown-path',
        path: '*',
        handle: { unknownPath: true } satisfies RouteHandle,
      },
    ],
  },
];
