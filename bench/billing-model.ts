/**
 * `npm run bench -- --only billing-model`: the subscription lifecycle's model test
 * (infra/local/testing/billing-model.ts), the long run, on a local stack of its own in this process:
 * `--sequences N` or BENCH_BILLING_MODEL_SEQUENCES (10,000 by default), four at a time. Prints the
 * sequences run, the violations found (a shrunk counterexample each), and sequences a second.
 */
import type { BenchFigure } from './public-site';

export const benchBillingModel = async (sequences: number): Promise<BenchFigure[]> => {
  // Transbank's answer is waited for 300 ms: a charge whose answer is lost costs that, not ten seconds.
  process.env.TRANSBANK_TIMEOUT_MS = '300';
  const { localFaults } = await import('../infra/local/faults');
  const { startTestStack } = await import('../infra/local/testing/local-stack');
  const { runBillingModel } = await import('../infra/local/testing/billing-model');
  const faults = localFaults();
  const stack = await startTestStack({ faults, dynamoInMemory: true, transbankSaveDelayMs: 5000 });
  try {
    const run = await runBillingModel({ stack, faults }, { sequences, maxSteps: 10, parallel: 4 });
    if (run.counterexample) console.error(`billing model: violation found:\n${run.counterexample}`);
    const seconds = run.elapsedMs / 1000;
    return [
      { name: 'billing_model_sequences', value: run.sequences, unit: 'sequences' },
      { name: 'billing_model_violations', value: run.violations, unit: 'violations' },
      { name: 'billing_model_seconds', value: seconds, unit: 's' },
      { name: 'billing_model_rate', value: run.sequences / seconds, unit: 'sequences/s' },
    ];
  } finally {
    await stack.stop();
  }
};
