/**
 * Figures of the app for `npm run bench -- --only app`: how long each page takes until its main content
 * shows, and the JS it loads, on a mid-range phone on 4G, with `/` measured the same way in the same run
 * as the reference; and each page's budget, with whether it holds.
 *
 * Conditions, set through the Chrome DevTools Protocol in Chromium: cold cache (a new browser context
 * for every load, with only the signed-in session's localStorage), a 390 × 844 viewport, the CPU slowed
 * down 4× (`Emulation.setCPUThrottlingRate`), 9 Mbit/s down and up with 150 ms round trips
 * (`Network.emulateNetworkConditions`). Each figure is the median of BENCH_APP_RUNS (3) loads.
 *
 * "Main content shows": the first frame in which the page's `main h1` has a box and nothing in `main`
 * is still a placeholder (`aria-busy="true"`, a Chakra skeleton): the heading with the page's data.
 * JS gzip: every script the page loaded until the network was idle, each gzipped (zlib, default level).
 *
 * `BENCH_APP_PROFILE=1` also writes the CPU profile of one throttled dashboard load
 * (`.bench/app/dashboard.cpuprofile`, for Chromium's DevTools) and prints its self time per script.
 *
 * Run against a stack already running: `tsx bench/app.ts http://127.0.0.1:3000`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { demoAccounts } from '../infra/local/config';
import type { BenchFigure } from './public-site';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_APP_RUNS ?? 3);
const viewport = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const BITS_PER_SECOND = 9_000_000;
const ROUND_TRIP_MS = 150;
const TIMEOUT_MS = 90_000;

type Account = { email: string; password: string };

/**
 * The pages measured, who views them, and their budget for the main content: `/` as a signed-out visitor
 * (prerendered, no component kit: its JS too), the auth screens a visitor meets first, and the signed-in
 * pages, each drawn with Chakra UI (docs/decisions/0029-one-ui-kit.md).
 */
const pages: { path: string; account: 'visitor' | 'client' | 'admin'; budgetSeconds: number; budgetJsKb?: number }[] = [
  { path: '/', account: 'visitor', budgetSeconds: 0.5, budgetJsKb: 2 },
  { path: '/login', account: 'visitor', budgetSeconds: 2.5 },
  { path: '/register', account: 'visitor', budgetSeconds: 2.5 },
  { path: '/dashboard', account: 'client', budgetSeconds: 3 },
  { path: '/registrosocialhogares', account: 'client', budgetSeconds: 3 },
  { path: '/profile/info', account: 'client', budgetSeconds: 3 },
  { path: '/profile/plan', account: 'client', budgetSeconds: 3 },
  { path: '/support', account: 'client', budgetSeconds: 3 },
  { path: '/admin/users', account: 'admin', budgetSeconds: 3 },
];

/** `app /login main content budget: 2.5 s (holds)`: a budget, and whether the measured figure is within it. */
const budget = (name: string, limit: number, unit: string, measured: number): BenchFigure => ({ name: `${name} budget`, value: limit, unit: `${unit} (${measured <= limit ? 'holds' : 'FAILS'})` });

/**
 * Calls `__benchMainContent(ms since navigation)` once, in the frame where the main content first shows.
 * Checked at most once a frame, in the frame's own animation callback: a check on every DOM mutation
 * forced a layout each time and cost the throttled page about a second of CPU on the dashboard.
 */
const mainContentProbe = `(() => {
  if (window.top !== window) return;
  const placeholders = '[aria-busy="true"], .chakra-skeleton';
  let reported = false;
  let scheduled = false;
  const shown = () => {
    const main = document.querySelector('main');
    const heading = main && main.querySelector('h1');
    if (!heading || main.querySelector(placeholders)) return false;
    return heading.getBoundingClientRect().height > 0;
  };
  const check = () => {
    scheduled = false;
    if (reported || !shown()) return;
    reported = true;
    observer.disconnect();
    window.__benchMainContent(performance.now());
  };
  const observer = new MutationObserver(() => {
    if (reported || scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
})();`;

interface Load {
  mainContentMs: number;
  jsBytes: number;
  jsFiles: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const throttle = async (cdp: CDPSession): Promise<void> => {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: BITS_PER_SECOND / 8,
    uploadThroughput: BITS_PER_SECOND / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
};

const withTimeout = async <T>(promise: Promise<T>, message: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), TIMEOUT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
};

/** A new page of `context` with the main-content probe installed and the phone's CPU and network. */
const throttledPage = async (context: BrowserContext): Promise<{ page: Page; cdp: CDPSession; shown: Promise<number> }> => {
  const page = await context.newPage();
  let reportShown: (ms: number) => void = () => undefined;
  const shown = new Promise<number>((resolve) => (reportShown = resolve));
  await page.exposeFunction('__benchMainContent', (ms: number) => reportShown(ms));
  await page.addInitScript(mainContentProbe);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  return { page, cdp, shown };
};

/** One cold load of `url` in a fresh context, throttled. */
const measureLoad = async (browser: Browser, url: string, storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined): Promise<Load> => {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, storageState });
  try {
    const { page, shown } = await throttledPage(context);
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      // A script still arriving when the context closes counts as nothing (the load is over).
      sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const mainContentMs = await withTimeout(shown, `${url}: the main content did not show in ${TIMEOUT_MS} ms`);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    const bytes = (await Promise.all(sizes)).filter((size) => size > 0);
    return { mainContentMs, jsBytes: bytes.reduce((sum, size) => sum + size, 0), jsFiles: bytes.length };
  } finally {
    await context.close();
  }
};

/** Signs in through the app's own form, unthrottled, and keeps the session the browser stored. */
const signedInState = async (browser: Browser, baseUrl: string, account: Account) => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: TIMEOUT_MS });
    await page.locator('main h1').waitFor({ timeout: TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/** Self time per script of one throttled, cold dashboard load (CDP Profiler), written for DevTools too. */
const profileDashboard = async (browser: Browser, baseUrl: string, storageState: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BenchFigure[]> => {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, storageState });
  try {
    const { page, cdp, shown } = await throttledPage(context);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await withTimeout(shown, `/dashboard: the main content did not show in ${TIMEOUT_MS} ms`);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const folder = path.join('.bench', 'app');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'dashboard.cpuprofile'), JSON.stringify(profile));
    return selfTimeByScript(profile).map(([script, ms]) => ({ name: `app profile /dashboard self ${script}`, value: ms, unit: 'ms' }));
  } finally {
    await context.close();
  }
};

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms, in the throttled page) per script file, or per V8 category for code that is not a script's. */
const selfTimeByScript = (profile: CpuProfile): [string, number][] => {
  const nodeScript = new Map(
    profile.nodes.map((node) => {
      const { url, functionName } = node.callFrame;
      return [node.id, url ? (new URL(url).pathname.split('/').pop() ?? url) : `(${functionName.replace(/[()]/g, '') || 'anonymous'})`];
    }),
  );
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const script = nodeScript.get(nodeId) ?? '(unknown)';
    totals.set(script, (totals.get(script) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15);
};

export async function benchApp(baseUrl: string): Promise<BenchFigure[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const states = {
      visitor: undefined,
      client: await signedInState(browser, base, demoAccounts.client),
      admin: await signedInState(browser, base, demoAccounts.admin),
    };
    const figures: BenchFigure[] = [];
    for (const { path: pagePath, account, budgetSeconds, budgetJsKb } of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await measureLoad(browser, `${base}${pagePath}`, states[account]));
      const seconds = median(loads.map((load) => load.mainContentMs)) / 1000;
      const jsKb = Math.round(median(loads.map((load) => load.jsBytes)) / 102.4) / 10;
      figures.push(
        { name: `app ${pagePath} main content`, value: seconds, unit: 's' },
        { name: `app ${pagePath} JS gzip`, value: jsKb, unit: 'KB' },
        { name: `app ${pagePath} JS files`, value: median(loads.map((load) => load.jsFiles)), unit: 'files' },
        budget(`app ${pagePath} main content`, budgetSeconds, 's', seconds),
        ...(budgetJsKb === undefined ? [] : [budget(`app ${pagePath} JS gzip`, budgetJsKb, 'KB', jsKb)]),
      );
    }
    if (process.env.BENCH_APP_PROFILE) figures.push(...(await profileDashboard(browser, base, states.client)));
    return figures;
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  const url = process.argv[2];
  if (!url) throw new Error('Usage: tsx bench/app.ts <base URL of a running stack>');
  benchApp(url)
    .then((figures) => {
      for (const figure of figures) console.log(`${figure.name}: ${Number(figure.value.toFixed(2))} ${figure.unit}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
