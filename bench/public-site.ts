/**
 * Figures of the public site for `npm run bench`: Lighthouse scores of `/` and `/terms` (mobile,
 * Lighthouse's default config with simulated throttling) and the gzip size of the JS and CSS that `/`, `/login` and `/register` load.
 *
 * Targets: performance >= 98, accessibility, best practices and SEO = 100. The pages' time to their main content and
 * its budget, with the JS of each, are `bench/app.ts`'s.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse and chrome-launcher resolve from the repository's node_modules (bench/..).
const repoRoot = typeof __dirname === 'string' ? path.resolve(__dirname, '..') : process.cwd();

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const pages = ['/', '/terms'] as const;

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs Lighthouse in a plain Node child process. Under tsx, Lighthouse's own code gets esbuild's `__name`
 * helper injected into functions that Lighthouse then serializes and runs in the page, where `__name`
 * does not exist ("ReferenceError: __name is not defined").
 */
const lighthouseScript = `
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const { chromePath, chromeFlags, urls, categories, runs } = JSON.parse(process.argv[1]);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
try {
  const scores = {};
  for (const url of urls) {
    scores[url] = Object.fromEntries(categories.map((category) => [category, []]));
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error('Lighthouse returned nothing for ' + url);
      if (result.lhr.runtimeError) throw new Error('Lighthouse failed on ' + url + ': ' + result.lhr.runtimeError.message);
      for (const category of categories) scores[url][category].push(result.lhr.categories[category]?.score ?? null);
    }
  }
  process.stdout.write(JSON.stringify(scores));
} finally {
  chrome.kill();
}
`;

/** Lighthouse's performance score varies from run to run (simulated throttling of a real page load): take the median. */
const LIGHTHOUSE_RUNS = 3;

type LighthouseScores = Record<string, Partial<Record<(typeof categories)[number], (number | null)[]>>>;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const runLighthouse = (urls: string[]): Promise<LighthouseScores> =>
  new Promise((resolve, reject) => {
    const input = JSON.stringify({ chromePath, chromeFlags, urls, categories, runs: LIGHTHOUSE_RUNS });
    const child = spawn(process.execPath, ['--input-type=module', '-e', lighthouseScript, input], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`Lighthouse exited with ${String(code)}: ${stderr.trim()}`));
      else resolve(JSON.parse(stdout) as LighthouseScores);
    });
  });

/** Lighthouse scores (0-100) of each page, the median of LIGHTHOUSE_RUNS runs. */
async function lighthouseScores(baseUrl: string): Promise<BenchFigure[]> {
  const scores = await runLighthouse(pages.map((page) => `${baseUrl}${page}`));
  return pages.flatMap((page) =>
    categories.map((category) => {
      const runs = scores[`${baseUrl}${page}`]?.[category] ?? [];
      const values = runs.filter((score): score is number => typeof score === 'number');
      if (values.length !== LIGHTHOUSE_RUNS) throw new Error(`Lighthouse gave no ${category} score for ${page}`);
      return { name: `public-site ${page} ${category}`, value: Math.round(median(values) * 100), unit: 'score' };
    }),
  );
}

/**
 * The gzip size (zlib, default level) of every script and stylesheet that each page loads, in KB:
 * `/` and the auth screens `/login` and `/register`.
 * The prerendered pages carry their stylesheet inline: the CSS figure counts `<style>` elements too.
 */
const sizedPages = ['/', '/login', '/register'] as const;

async function assetSizes(baseUrl: string): Promise<BenchFigure[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
  try {
    const figures: BenchFigure[] = [];
    for (const path of sizedPages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const bytes = { script: 0, stylesheet: 0 };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type !== 'script' && type !== 'stylesheet') || !response.ok()) return;
        pending.push(
          response.body().then((body) => {
            bytes[type] += gzipSync(body).length;
          }),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      const inlineStyles = await page.evaluate<string[]>(
        "[...document.querySelectorAll('style')].filter((style) => !style.closest('noscript')).map((style) => style.textContent ?? '')",
      );
      for (const css of inlineStyles) bytes.stylesheet += gzipSync(css).length;
      await context.close();
      figures.push(
        { name: `public-site ${path} JS gzip`, value: round(bytes.script / 1024, 1), unit: 'KB' },
        { name: `public-site ${path} CSS gzip`, value: round(bytes.stylesheet / 1024, 1), unit: 'KB' },
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export async function benchPublicSite(baseUrl: string): Promise<BenchFigure[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const sizes = await assetSizes(base);
  const scores = await lighthouseScores(base);
  return [...scores, ...sizes];
}
