import { spawnSync } from 'node:child_process';
import { repoRoot } from '../infra/local/config';
import { BAD_BODIES_PER_ROUTE, BAD_BODY_SHARDS } from '../lambdas/testing/bad-bodies';

/**
 * The robustness figures: runs the bad-body suite (lambdas/http/bad-bodies-*.test.ts, one
 * test per POST/PATCH/PUT route, each passing only if all its bodies got no 5xx, a catalogue text
 * and no write) and the outbox's fault-injection cases with jest: over a fake of the tables
 * (lambdas/events/outbox-faults.test.ts) and injected on the local stack
 * (lambdas/events/outbox-faults.int.test.ts); counts what passed: `bad_bodies` (bodies survived)
 * and `faults_survived` (cases passed, both files).
 */
/**
 * The files that hold the trust cases beside the authorization matrix: the account check and the one
 * read (lib/http, lib/trust), the live socket's token and its closing at the token's expiry, the last-admin rule, the recovery limits, a
 * full thread, links that strangers' attempts cannot block, a company's Google registration, public
 * offers without account ids, the admin's reads without a household's names, a hidden offer's
 * applicants, the WAF's logs, the second factor (`trust_cases` counts their tests that passed); and,
 * counted apart as `erasure_cases`, what an account's removal leaves: Google's takeover of an e-mail
 * never activated, events with ids only (and no personal field in any event's schema), the address
 * read when a mail goes, the follow-ups of a deletion, unsubscribe tokens out of URLs' query strings,
 * a live reset link sent again, dead letters, a company's offers and payments.
 */
const trustFiles = [
  'lambdas/lib/trust.test.ts',
  'lambdas/lib/http.test.ts',
  'lambdas/live/connect.test.ts',
  'lambdas/live/close-expired.test.ts',
  'lambdas/live/user-changes.test.ts',
  'lambdas/http/admin/delete-user.test.ts',
  'lambdas/http/mail/post-password-recovery.test.ts',
  'lambdas/http/support/post-reply.test.ts',
  'lambdas/http/accounts/link-limits.test.ts',
  'lambdas/http/accounts/google-registration.test.ts',
  'lambdas/http/internships/public-offers.test.ts',
  'lambdas/internships/offer-page.test.ts',
  'lambdas/http/admin/get-user.test.ts',
  'lambdas/students/applicant-ownership.test.ts',
  'infra/test/waf.test.ts',
  'lambdas/http/accounts/two-factor.test.ts',
];
const erasureFiles = [
  'lambdas/triggers/pre-sign-up.test.ts',
  'shared/federation.test.ts',
  'lambdas/events/account-eraser.test.ts',
  'lambdas/events/profile-image-eraser.test.ts',
  'lambdas/mail/dispatch.test.ts',
  'lambdas/mail/mail.service.test.ts',
  'lambdas/jobs/clean-up-accounts.test.ts',
  'lambdas/http/reminders/post-unsubscribe.test.ts',
  'shared/events.test.ts',
  'lambdas/events/dead-letter-eraser.test.ts',
  'lambdas/events/account-eraser-internships.test.ts',
  'lambdas/billing/billing-erasure.service.test.ts',
];

interface JestReport {
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const passedIn = (report: JestReport, file: string): { passed: number; total: number } => {
  const results = report.testResults.filter((result) => result.name.endsWith(file)).flatMap((result) => result.assertionResults);
  return { passed: results.filter((result) => result.status === 'passed').length, total: results.length };
};

const jest = (args: readonly string[]): JestReport => {
  const run = spawnSync('npx', ['jest', ...args, '--json'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(run.stdout) as JestReport;
};

export const benchFaults = (): { name: string; value: number; unit: string }[] => {
  const report = jest(['--selectProjects', 'unit', '--testPathPatterns', ['lambdas/http/bad-bodies', 'lambdas/events/outbox-faults', ...trustFiles, ...erasureFiles].join('|')]);
  const onStack = jest(['--selectProjects', 'integration', '--runInBand', '--testPathPatterns', 'lambdas/events/outbox-faults.int']);
  const bodies = Array.from({ length: BAD_BODY_SHARDS }, (_, index) => passedIn(report, `bad-bodies-${index + 1}.test.ts`)).reduce((sum, each) => ({ passed: sum.passed + each.passed, total: sum.total + each.total }));
  const unitFaults = passedIn(report, 'outbox-faults.test.ts');
  const stackFaults = passedIn(onStack, 'outbox-faults.int.test.ts');
  const faults = { passed: unitFaults.passed + stackFaults.passed, total: unitFaults.total + stackFaults.total };
  const counted = (files: readonly string[]) => files.map((file) => passedIn(report, file)).reduce((sum, each) => ({ passed: sum.passed + each.passed, total: sum.total + each.total }), { passed: 0, total: 0 });
  const trust = counted(trustFiles);
  const erasure = counted(erasureFiles);
  return [
    { name: 'bad_bodies', value: bodies.passed * BAD_BODIES_PER_ROUTE, unit: 'bodies' },
    { name: 'bad_body_routes_failed', value: bodies.total - bodies.passed, unit: 'routes' },
    { name: 'faults_survived', value: faults.passed, unit: `of ${faults.total} cases` },
    { name: 'trust_cases', value: trust.passed, unit: `of ${trust.total} cases` },
    { name: 'erasure_cases', value: erasure.passed, unit: `of ${erasure.total} cases` },
  ];
};
