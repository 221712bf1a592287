import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { integrationCredentials } from '../../../lambdas/billing/transbank-config';
import type { PaymentGateway } from '../../../lambdas/billing/payment-gateway';
import { startTransbankEmulator, type TransbankEmulator } from '../../local/emulators/transbank';
import { DEFAULT_TEST_CARD } from '../../local/emulators/transbank/constants';
import { INSCRIPTION_SUBMIT_PATH } from '../../local/emulators/transbank/pages';
import { lambdaEsbuildOptions } from './bundling';

const repoRoot = path.resolve(__dirname, '../../..');

/** Bundles a source as the stack bundles a function; returns the bundle's path and the packages in it. */
const bundle = async (directory: string, source: string) => {
  const outfile = path.join(directory, 'index.js');
  const result = await build({
    ...lambdaEsbuildOptions(),
    stdin: { contents: source, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
    outfile,
    metafile: true,
    logLevel: 'silent',
  });
  // What fills the bundle (a module that was read but left out by tree-shaking is not there).
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
  return { outfile, inputs };
};

describe('lambda bundling', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'bundling-'));
    writeFileSync(path.join(directory, 'package.json'), '{"type":"commonjs"}');
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  describe('the Transbank gateway (lambdas/billing/transbank.ts), bundled: the real transbank-sdk over its axios, as published', () => {
    let gateway: PaymentGateway;
    let inputs: string[];
    let emulator: TransbankEmulator;
    let dataDir: string;
    const configured = { environment: '', timeoutMs: 1_000, ...integrationCredentials };

    beforeAll(async () => {
      const built = await bundle(directory, `export { transbankGateway } from './lambdas/billing/transbank';`);
      inputs = built.inputs;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS, loaded as Lambda loads it
      const { transbankGateway } = require(built.outfile) as { transbankGateway: typeof import('../../../lambdas/billing/transbank').transbankGateway };
      dataDir = mkdtempSync(path.join(tmpdir(), 'bundling-transbank-'));
      emulator = await startTransbankEmulator({ port: 0, dataDir, timeoutDelayMs: 10_000 });
      configured.environment = emulator.url;
      gateway = transbankGateway(() => Promise.resolve(configured));
    }, 60_000);
    afterAll(async () => {
      await emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** Start, the card form on the emulator's page (the browser's part), finish: the inscribed card. */
    const inscribe = async (username: string, behaviour: string) => {
      const started = await gateway.startInscription({ username, email: `${username}@example.cl`, responseUrl: 'http://127.0.0.1:3000/api/pagos/oneclick/retorno' });
      const form = await fetch(`${emulator.url}${INSCRIPTION_SUBMIT_PATH}`, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: started.token, card_number: DEFAULT_TEST_CARD, behaviour, action: 'inscribir' }) });
      expect(form.status).toBe(200);
      const finished = await gateway.finishInscription(started.token);
      if (!finished.approved) throw new Error('The test card was not approved');
      return finished.card;
    };

    test('carries transbank-sdk and its axios as published', () => {
      expect(inputs.some((input) => input.includes('node_modules/transbank-sdk/'))).toBe(true);
      expect(inputs.some((input) => input.includes('node_modules/axios/'))).toBe(true);
    });

    test('inscribes a card, charges it, reads its status, refunds it and deletes the inscription (a 204)', async () => {
      const card = await inscribe('bundle-ana', 'approve');
      expect(card).toMatchObject({ cardType: 'Visa', last4: '6623' });
      expect(await gateway.charge({ username: 'bundle-ana', tbkUser: card.tbkUser, buyOrder: 'BCBUNDLE1', amountClp: 29_990 })).toEqual({ outcome: 'paid', authorizationCode: '1213', paymentTypeCode: 'VN', installments: 0, cardLast4: '6623' });
      expect(await gateway.status('BCBUNDLE1')).toEqual({ outcome: 'paid', authorizationCode: '1213', paymentTypeCode: 'VN', installments: 0, cardLast4: '6623' });
      await expect(gateway.refund('BCBUNDLE1', 29_990)).resolves.toBeUndefined();
      await expect(gateway.deleteInscription(card.tbkUser, 'bundle-ana')).resolves.toBeUndefined();
    });

    test("reads Transbank's 4xx error_message as the code expects: not found, a repeated buy order, an unknown inscription", async () => {
      expect(await gateway.status('BCNEVERSENT')).toBeUndefined();
      const card = await inscribe('bundle-bea', 'approve');
      await gateway.charge({ username: 'bundle-bea', tbkUser: card.tbkUser, buyOrder: 'BCBUNDLE2', amountClp: 9_990 });
      // Sent again (an earlier answer lost): Transbank refuses the buy order, and the gateway answers what the first one did.
      expect(await gateway.charge({ username: 'bundle-bea', tbkUser: card.tbkUser, buyOrder: 'BCBUNDLE2', amountClp: 9_990 })).toEqual({ outcome: 'paid', authorizationCode: '1213', paymentTypeCode: 'VN', installments: 0, cardLast4: '6623' });
      await expect(gateway.deleteInscription('no-such-tbk-user', 'bundle-bea')).rejects.toThrow(/status code 404\nInscription not found/);
    });

    test('a charge Transbank never answers is `unknown` after the configured timeout', async () => {
      const card = await inscribe('bundle-cami', 'timeout');
      const started = Date.now();
      expect(await gateway.charge({ username: 'bundle-cami', tbkUser: card.tbkUser, buyOrder: 'BCBUNDLE3', amountClp: 29_990 })).toEqual({ outcome: 'unknown' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  test('a function that imports a module of shared/ keeps only what it uses (shared/package.json: no side effects)', async () => {
    const { inputs } = await bundle(directory, `import { coverageDeltas } from './shared/benefits/coverage'; export const deltas = coverageDeltas;`);
    expect(inputs).toContain('shared/benefits/coverage.ts');
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/'))).toEqual([]);
  });
});
