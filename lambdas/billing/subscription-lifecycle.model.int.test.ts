import { localFaults } from '../../infra/local/faults';
import { runBillingModel } from '../../infra/local/testing/billing-model';
import type { TestStack } from '../../infra/local/testing/billing';
import { startTestStack } from '../../infra/local/testing/local-stack';
import { resetTransbankConfig } from './transbank-config';

/**
 * The subscription lifecycle's model test (infra/local/testing/billing-model.ts), a short run: random
 * sequences and interleavings of checkout, Webpay's outcomes, returns, reconciles, renewal runs, cancel,
 * card change, refund, disable and erase, with Transbank slow, unreachable, failing or losing its
 * answers, and the invariants of money checked after every step. `npm run bench -- --only billing-model`
 * runs the long one. BILLING_MODEL_SEQUENCES sets how many here.
 */
jest.setTimeout(180_000);

const faults = localFaults();
let stack: TestStack;

beforeAll(async () => {
  // Transbank's answer is waited for 300 ms: a charge whose answer is lost costs that, not ten seconds.
  process.env.TRANSBANK_TIMEOUT_MS = '300';
  resetTransbankConfig();
  stack = await startTestStack({ faults, dynamoInMemory: true, transbankSaveDelayMs: 1000 });
});
afterAll(async () => {
  await stack.stop();
  delete process.env.TRANSBANK_TIMEOUT_MS;
  resetTransbankConfig();
});

it('keeps money right through random sequences of the lifecycle, Transbank failing as it may', async () => {
  const run = await runBillingModel({ stack, faults }, { sequences: Number(process.env.BILLING_MODEL_SEQUENCES ?? 60), maxSteps: 10, parallel: 4 });
  console.info(`billing model: ${run.sequences} sequences in ${(run.elapsedMs / 1000).toFixed(1)} s (${(run.sequences / (run.elapsedMs / 1000)).toFixed(2)} a second)`);
  console.info(`billing model, ms by step: ${JSON.stringify(run.timeByKind)}`);
  expect(run.counterexample).toBeUndefined();
});
