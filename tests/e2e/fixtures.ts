import { test as base, type BrowserContext, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  appendRecord,
  fetchReceived,
  type ReceivedRequest,
} from '../contract/parameters/recording';
import { createEmulator } from '../emulator/server';
import { launchWithExtension } from './chromium';
import { spinningMessage, stillSpinning } from './settle';

/** The e2e build: `wxt build --mode e2e` (loopback host permission for the emulator). */
export const extensionPath = path.resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3-e2e');
export const screenshotDir = path.resolve('tests/e2e/screenshots');

export interface Emulator {
  url: string;
  baseUrl: string;
  /** POST to the control API, e.g. `control('fault', { count: 1, kind: 'throttle' })`. */
  control: (action: string, body?: unknown) => Promise<unknown>;
}

export interface Fixtures {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  emulator: Emulator;
  /**
   * Store a token and the emulator's base URL (or `baseUrl`, which the test routes to the
   * emulator) as the background would, then ask it to check.
   */
  connect: (token?: string, baseUrl?: string) => Promise<void>;
  /** A tab on a real-looking URL, served by Playwright (nothing leaves the machine). */
  sitePage: (url: string, html?: string) => Promise<Page>;
  /** Open an extension page (`popup.html?tabUrl=…`, `options.html`, `sidepanel.html`). */
  extensionPage: (pathAndQuery: string) => Promise<Page>;
  /**
   * Save a screenshot under tests/e2e/screenshots (untracked: look at them after a run; `npm run
   * screenshots` copies the README's to docs/screenshots).
   */
  shot: (page: Page, name: string) => Promise<void>;
}

async function controlCall(url: string, action: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}/__emulator/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`emulator control ${action}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The service's pace a project runs at: `fast` answers at once with no rate limit (most tests);
 * `real` is the real service's — one request a second per token, answers in 150–700 ms drawn by
 * the seed — for the main journeys (the `real-pace` project in playwright.config.ts), where races
 * that never show at emulator speed do.
 */
export type Pace = 'fast' | 'real';
export const REAL_PACE_LATENCY = { min: 150, max: 700 };

export interface WorkerFixtures {
  pace: Pace;
  /** One emulator per Playwright worker (in process, a free port), so workers never share state. */
  emulatorServer: { url: string; baseUrl: string };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  pace: ['fast', { scope: 'worker', option: true }],
  emulatorServer: [
    async ({ pace }, use) => {
      const server = createEmulator(
        pace === 'real'
          ? { rateLimit: true, latencyMs: REAL_PACE_LATENCY, auditDurationMs: 2500 }
          : { rateLimit: false, auditDurationMs: 2500 },
      );
      const { url, baseUrl } = await server.listen(0);
      await use({ url, baseUrl });
      await server.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ emulatorServer }, use, testInfo) => {
    const { context, close } = await launchWithExtension(extensionPath);
    await use(context);
    // Nothing keeps spinning (./settle.ts), judged once the test has passed.
    const failure =
      testInfo.status === testInfo.expectedStatus
        ? spinningMessage(await stillSpinning(context, emulatorServer.url))
        : undefined;
    await close();
    if (failure) throw new Error(failure);
  },
  worker: async ({ context }, use) => {
    let [worker] = context.serviceWorkers();
    if (!worker) worker = await context.waitForEvent('serviceworker');
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  emulator: async ({ emulatorServer }, use, testInfo) => {
    const { url, baseUrl } = emulatorServer;
    await controlCall(url, 'reset');
    // What the service received in this test, kept for the parameters measurement
    // (tests/contract/parameters/measure.ts); read before a test empties the log itself.
    const received: ReceivedRequest[] = [];
    const keep = async () => {
      received.push(...(await fetchReceived(url, received.at(-1)?.seq ?? 0)));
    };
    await use({
      url,
      baseUrl,
      control: async (action, body) => {
        if (action === 'reset' || action === 'requests/clear') await keep();
        return controlCall(url, action, body);
      },
    });
    await keep();
    appendRecord(`chromium-${testInfo.workerIndex}`, {
      suite: 'chromium',
      project: testInfo.project.name,
      file: path.relative(process.cwd(), testInfo.file),
      title: testInfo.titlePath.slice(1).join(' › '),
      passed: testInfo.status === testInfo.expectedStatus,
      requests: received,
      // Its actions (./actions-reporter.ts) are kept under this id.
      testId: testInfo.testId,
    });
  },
  connect: async ({ worker, emulator, pace }, use) => {
    await use(async (token = 'demo-token', baseUrl = emulator.baseUrl) => {
      // Written as a user's earlier session would have left it; the background watches these
      // keys, checks the token against the emulator and stores the ConnectionState. Resolve once
      // that check has finished (connected, or refused for a bad token), so tests start settled.
      await worker.evaluate(
        async ({ baseUrl, token, fast }) => {
          const since = Date.now();
          // At the fast pace the client's own one-a-second spacing is off (the emulator has no
          // limit); at the real pace it spaces its calls as it does for the service.
          await chrome.storage.local.set({
            connection: { baseUrl },
            stormlensApiToken: token,
            ...(fast ? { dev: { minIntervalMs: 0 } } : {}),
          });
          const deadline = Date.now() + 15_000;
          while (Date.now() < deadline) {
            const { connectionState } = await chrome.storage.local.get('connectionState');
            const state = connectionState as
              { state: string; checkedAt: number | null; tokenHint: string | null } | undefined;
            if (
              state &&
              state.state !== 'checking' &&
              (state.checkedAt ?? 0) >= since &&
              state.tokenHint === token.slice(-4)
            ) {
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          throw new Error('The background did not check the token within 15 s.');
        },
        { baseUrl, token, fast: pace === 'fast' },
      );
    });
  },
  sitePage: async ({ context }, use) => {
    await use(async (url, html) => {
      const origin = new URL(url).origin;
      await context.route(`${origin}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body:
            html ??
            `<!doctype html><html><head><meta charset="utf-8"><title>Demo page — ${origin}</title></head><body><h1>Running shoes for trail</h1><h2>Best trail running shoes</h2><p>Demo content.</p></body></html>`,
        }),
      );
      const page = await context.newPage();
      await page.goto(url);
      return page;
    });
  },
  extensionPage: async ({ context, extensionId }, use) => {
    await use(async (pathAndQuery) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${pathAndQuery}`);
      return page;
    });
  },
  // eslint-disable-next-line no-empty-pattern
  shot: async ({}, use) => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    await use(async (page, name) => {
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
    });
  },
});

export const expect = test.expect;
