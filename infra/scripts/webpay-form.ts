import { createServer } from 'node:http';
import { createInterface } from 'node:readline/promises';
import { DEFAULT_TEST_CARD } from '../local/emulators/transbank/constants';
import { INSCRIPTION_SUBMIT_PATH } from '../local/emulators/transbank/pages';
import type { MyPlan } from '../../shared/billing';
import type { CardForm, WebpayReturn } from './smoke-writes';

/**
 * Webpay's card-inscription page, for the smoke's payment (smoke-writes.ts `CardForm`): filled by a
 * script on the local emulator, by a person on Transbank's integration environment, whose page is
 * made for people (its markup is Transbank's to change; no script should depend on it).
 */

const unescape = (text: string): string => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The auto-submitted return form of the emulator's page: where, how and with what it sends the browser back. */
export const returnFormOf = (html: string): WebpayReturn => {
  const form = /<form id="volver" method="(get|post)" action="([^"]+)">/.exec(html);
  if (!form) throw new Error(`the emulator's page has no return form: ${html.slice(0, 200)}`);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', unescape(match[2] ?? '')]));
  return { method: form[1] === 'post' ? 'POST' : 'GET', fields };
};

/** The emulator's form, posted as the browser would: Transbank's first test card (approved), or "Anular" with the integration environment's POST return. */
export const emulatorCardForm =
  (fetchFn: typeof fetch = fetch): CardForm =>
  async (checkout, choice) => {
    const page = await fetchFn(checkout.url, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: checkout.token }) });
    if (page.status !== 200) throw new Error(`Webpay's page answered ${page.status}`);
    const submitted = await fetchFn(new URL(INSCRIPTION_SUBMIT_PATH, checkout.url), {
      method: 'POST',
      body: new URLSearchParams({ TBK_TOKEN: checkout.token, card_number: DEFAULT_TEST_CARD, behaviour: 'card', abort_method: 'POST', action: choice === 'pay' ? 'inscribir' : 'anular' }),
    });
    return returnFormOf(await submitted.text());
  };

/** The page a person opens: it posts TBK_TOKEN to Webpay, as the site's plan page does. */
const handOverPage = (checkout: { url: string; token: string }): string =>
  `<!doctype html><meta charset="utf-8"><title>Webpay</title><form id="f" method="post" action="${checkout.url.replace(/"/g, '&quot;')}"><input type="hidden" name="TBK_TOKEN" value="${checkout.token.replace(/"/g, '&quot;')}"><button>Ir a Webpay</button></form>`;

/**
 * Transbank's own page, filled by a person: a local page (127.0.0.1, gone when the step is over)
 * takes their browser to Webpay with the checkout's token; Webpay then sends the browser back to the
 * site, which takes the return. For a payment the smoke waits until the plan shows its charge; for
 * "Anular", until the person says it is done.
 */
export const personCardForm =
  (options: { readonly plan: (idToken: string) => Promise<MyPlan>; readonly log: (line: string) => void; readonly waitMs?: number; readonly sleep?: (ms: number) => Promise<void> }): CardForm =>
  async (checkout, choice, payerToken) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(handOverPage(checkout));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const link = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    try {
      if (choice === 'pay') {
        options.log(`PAY  open ${link} in a browser on this machine, press "Ir a Webpay", and pay with Transbank's test card 4051 8856 0044 6623, CVV 123, any expiry; then RUT 11.111.111-1, password 123. Waiting…`);
        const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
        const deadline = Date.now() + (options.waitMs ?? 5 * 60_000);
        while (Date.now() < deadline) {
          const plan = await options.plan(payerToken);
          if (plan.payments.some((payment) => payment.status === 'paid') || plan.pendingPayment) return { method: 'GET', fields: {}, followedByBrowser: true };
          await sleep(3000);
        }
        throw new Error('no payment within 5 minutes');
      }
      options.log(`ABORT open ${link}, press "Ir a Webpay", then "Anular" on Webpay's page; back on the site, press Enter here.`);
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      await terminal.question('');
      terminal.close();
      return { method: 'POST', fields: {}, followedByBrowser: true };
    } finally {
      server.close();
    }
  };
