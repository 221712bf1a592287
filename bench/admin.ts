/**
 * Figures of the admin area for `npm run bench`: p50 and p95 latency (ms) of a users-list page, of
 * searches by name, e-mail and RUT prefix, and of each KPI call, against a stack seeded with
 * BENCH_ADMIN_USERS users (and about two payments each). Requests go one at a time.
 */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

const REQUESTS = 30;
const WARM_UP = 3;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Times `REQUESTS` calls (after a warm-up); each call gets its index and answers the response body. */
const measure = async (name: string, call: (index: number) => Promise<Response>): Promise<BenchFigure[]> => {
  const times: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const started = performance.now();
    const response = await call(index);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
    if (index >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return [
    { name: `${name}_p50`, value: percentile(times, 50), unit: 'ms' },
    { name: `${name}_p95`, value: percentile(times, 95), unit: 'ms' },
  ];
};

const namePrefixes = ['cam', 'jose', 'gonz', 'rojas', 'mar', 'val', 'seb', 'muñ', 'fer', 'die'];
const emailPrefixes = ['camila.', 'jose.g', 'maria', 'sebastian.r', 'valentina.m', 'diego.', 'fernanda.s', 'benjamin.', 'tomas.c', 'paula.'];
const rutPrefixes = ['12', '15.3', '9', '20.1', '7654', '18', '11.2', '23', '6.7', '14'];

export async function benchAdmin(baseUrl: string, adminToken: string): Promise<{ name: string; value: number; unit: string }[]> {
  const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  let cursor: string | null = null;
  // Pages one after the other, each from the previous page's cursor (back to the first at the end).
  const page = async () => {
    const response = await get(`/api/admin/users${cursor ? `?cursor=${cursor}` : ''}`);
    const body = (await response.clone().json()) as { nextCursor: string | null };
    cursor = body.nextCursor;
    return response;
  };
  const search = (prefixes: readonly string[]) => (index: number) => get(`/api/admin/users?q=${encodeURIComponent(prefixes[index % prefixes.length] ?? '')}`);
  return [
    ...(await measure('admin_users_page', page)),
    ...(await measure('admin_search_name', search(namePrefixes))),
    ...(await measure('admin_search_email', search(emailPrefixes))),
    ...(await measure('admin_search_rut', search(rutPrefixes))),
    ...(await measure('kpi_paid_subscriptions', () => get('/api/kpi/get-all-paid-subscriptions'))),
    ...(await measure('kpi_users_with_plan', () => get('/api/kpi/get-all-users-with-plan'))),
  ];
}

/**
 * Seeds `count` users into the running bench stack (its ports are in process.env, as `npm start`
 * reads them) and signs the demo admin in. Answers the seed's figures and the admin's ID token.
 */
/** The running bench stack's function environment (its ports are in process.env, as `npm start` reads them), set on this process too. */
export async function benchStackEnv(): Promise<Record<string, string>> {
  const { targetEnv } = await import('../infra/scripts/target-env');
  const stackEnv = await targetEnv(undefined);
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, stackEnv);
  return stackEnv;
}

/**
 * A real ID token of a demo account, from cognito-local (USER_PASSWORD_AUTH), signed in as the tests do:
 * the admin sets its second factor up at its first sign-in and answers Cognito's code after it.
 */
export async function signIn(stackEnv: Record<string, string>, account: { email: string; password: string }): Promise<string> {
  const { signIn: signInTo } = await import('../infra/local/testing/local-stack');
  return signInTo(
    {
      urls: { cognito: stackEnv.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? '', app: stackEnv.SITE_URL ?? '' },
      identity: { userPoolId: stackEnv.USER_POOL_ID ?? '', userPoolClientId: stackEnv.USER_POOL_CLIENT_ID ?? '' },
    },
    account.email,
    account.password,
  );
}

/**
 * Seeds `count` users into the running bench stack and signs the demo admin in. Answers the seed's
 * figures and the admin's ID token.
 */
export async function prepareAdminBench(count: number): Promise<{ figures: BenchFigure[]; adminToken: string }> {
  const stackEnv = await benchStackEnv();
  const { seedUsers } = await import('../infra/local/seed-users');
  const seeded = await seedUsers({ count, concurrency: 8 });
  const { demoAccounts } = await import('../infra/local/config');
  const adminToken = await signIn(stackEnv, demoAccounts.admin);
  return {
    adminToken,
    figures: [
      { name: 'admin_seed_users', value: seeded.users, unit: 'users' },
      { name: 'admin_seed_payments', value: seeded.payments, unit: 'payments' },
      { name: 'admin_seed_time', value: seeded.seconds, unit: 's' },
    ],
  };
}
