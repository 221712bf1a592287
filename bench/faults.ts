import { spawnSync } from 'node:child_process';
import { repoRoot } from '../infra/local/config';
import { BAD_BODIES_PER_ROUTE } from '../lambdas/testing/bad-bodies';

/**
 * Issue 12, point 8, in figures: runs the bad-body suite (lambdas/http/bad-bodies.test.ts, one
 * test per POST/PATCH/PUT route, each passing only if all its bodies got no 5xx, a catalogue text
 * and no write) and the outbox's fault-injection cases (lambdas/events/outbox-faults.test.ts) with
 * jest, and counts what passed: `bad_bodies` (bodies survived) and `faults_survived` (cases passed).
 */
interface JestReport {
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const passedIn = (report: JestReport, file: string): { passed: number; total: number } => {
  const results = report.testResults.filter((result) => result.name.endsWith(file)).flatMap((result) => result.assertionResults);
  return { passed: results.filter((result) => result.status === 'passed').length, total: results.length };
};

export const benchFaults = (): { name: string; value: number; unit: string }[] => {
  const run = spawnSync('npx', ['jest', '--selectProjects', 'unit', '--testPathPatterns', 'lambdas/http/bad-bodies|lambdas/events/outbox-faults', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as JestReport;
  const bodies = passedIn(report, 'bad-bodies.test.ts');
  const faults = passedIn(report, 'outbox-faults.test.ts');
  return [
    { name: 'bad_bodies', value: bodies.passed * BAD_BODIES_PER_ROUTE, unit: 'bodies' },
    { name: 'bad_body_routes_failed', value: bodies.total - bodies.passed, unit: 'routes' },
    { name: 'faults_survived', value: faults.passed, unit: `of ${faults.total} cases` },
  ];
};
