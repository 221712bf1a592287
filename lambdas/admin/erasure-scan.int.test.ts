import { OFFERS, runErasureScan, startScanStack, type ErasureScanResult } from '../../infra/local/testing/erasure-scan';

/**
 * The right to erasure, proven by looking everywhere (infra/local/testing/erasure-scan.ts): a person
 * and a company with every kind of record, past one page of every index, erased by an admin; then
 * nothing of theirs is found in any table, bucket, queue, file or log of the local stack but the
 * anonymised payments (kept by law) and the audit's who deleted whom, and when.
 */
jest.setTimeout(600_000);

let stack: Awaited<ReturnType<typeof startScanStack>>['stack'] | undefined;
let result: ErasureScanResult;

beforeAll(async () => {
  const started = await startScanStack();
  stack = started.stack;
  result = await runErasureScan(started.stack, started.faults);
});

afterAll(async () => {
  await stack?.stop();
});

it('finds both accounts everywhere before the erasure: the scan sees what it looks for', () => {
  expect(result.before.person.length).toBeGreaterThan(OFFERS);
  expect(result.before.company.length).toBeGreaterThan(OFFERS);
  expect(result.stores).toEqual(expect.arrayContaining(['bucket', 'dead letters', 'file', 'table audit', 'table auth', 'table billing', 'table claims', 'table internships', 'table support', 'table users', 'user pool']));
  expect(result.created.offers_bytes).toBeGreaterThan(1024 * 1024);
  expect(result.created.applications_bytes).toBeGreaterThan(1024 * 1024);
  expect(result.created.outbox_events).toBeGreaterThan(0);
});

it('finds neither account anywhere after an admin erased both, but the anonymised payments and the audit’s who deleted whom', () => {
  expect(result.after).toEqual([]);
  // The subscription, its two payments and their markers in the revenue counters, by the account's id alone; one deletion entry each.
  expect(result.kept).toEqual({ billing: 5, deletions: 2 });
  expect(result.naming.after).toBe(0);
  // The card's inscription at Transbank is deleted; its charges are Transbank's records.
  expect(result.cardsAtTransbank).toEqual({ before: 1, after: 0 });
});
