/**
 * `npm run bench -- --only erasure`: the erasure scan (infra/local/testing/erasure-scan.ts), the routine
 * its integration test runs (lambdas/admin/erasure-scan.int.test.ts), on a local stack of its own in
 * this process. Prints the records made for a person and a company, by kind, the records that named
 * them before an admin erased both, what stayed as it may (the anonymised payments, who deleted whom),
 * and the records found naming either after the erasure.
 */
import type { BenchFigure } from './public-site';

export const benchErasure = async (): Promise<BenchFigure[]> => {
  const { runErasureScan, startScanStack } = await import('../infra/local/testing/erasure-scan');
  const { stack, faults } = await startScanStack();
  try {
    const started = Date.now();
    const result = await runErasureScan(stack, faults);
    const created = Object.entries(result.created).map(([kind, value]): BenchFigure => {
      const size = /^(.*)_bytes$/.exec(kind)?.[1];
      return size ? { name: `erasure_created_${size}_size`, value: value / 1024 / 1024, unit: 'MB' } : { name: `erasure_created_${kind}`, value, unit: 'records' };
    });
    return [
      ...created,
      { name: 'erasure_naming_before', value: result.naming.before, unit: 'records' },
      { name: 'erasure_kept_payments', value: result.kept.billing, unit: 'records' },
      { name: 'erasure_kept_deletion_entries', value: result.kept.deletions, unit: 'records' },
      { name: 'erasure_found_after', value: result.naming.after, unit: 'records' },
      { name: 'erasure_seconds', value: (Date.now() - started) / 1000, unit: 's' },
    ];
  } finally {
    await stack.stop();
  }
};
