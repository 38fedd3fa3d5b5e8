/**
 * Side panel benchmark: rendering the positions table for 2,000 keywords × 90 days (2 devices).
 *
 * Called by `npm run bench` (tests/bench/run.ts) as
 *   const ms = await measureTableRender(context, extensionId);
 * with a Playwright BrowserContext that has the built extension loaded. It opens the real
 * `sidepanel.html` on a made-up site and answers the page's `monitoring.*` messages in the page
 * itself (an init script in front of chrome.runtime.sendMessage) with generated data, so what is
 * measured is exactly the panel's work: from handing the report to the page, through the data prep
 * (rows, change, best, trend, filter, sort) and React's render of the virtualised table, to the
 * next animation frame with the rows in the DOM. Generating the data and the messaging hop are
 * outside the measurement. Each sample switches the range preset (7 ↔ 90 days), which asks for a
 * new report; the answer is always a fresh 2,000 × 90 report. Returns the median of `samples` ms.
 */
import type { BrowserContext } from '@playwright/test';

const KEYWORDS = 2000;
const DAYS = 90;

/** Runs in the page before any of its scripts: the fake service, and the timing of each render. */
function installFakeMonitoring({ keywords, days }: { keywords: number; days: number }) {
  type Bench = { samples: number[]; expect: string | null };
  const bench: Bench = { samples: [], expect: null };
  (window as unknown as { __bench: Bench }).__bench = bench;

  const campaign = {
    id: 1,
    title: 'Bench campaign',
    domain: 'bench.example',
    status: 'active',
    access: 'owner',
    type: 'seo',
    includeSubdomains: false,
    shared: false,
    owner: null,
    match: 'exact',
  };
  const groups = [1, 2].map((id) => ({
    id,
    campaignId: 1,
    title: `Group ${id}`,
    status: 'active',
    engine: 1,
    engineName: 'Google',
    country: 2,
    countryName: 'United States',
    location: '',
    devices: ['desktop', 'mobile'],
    keywordsCount: keywords,
  }));
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

  function report(datemin: string, datemax: string, gap: string) {
    const end = Date.parse(`${datemax}T00:00:00Z`);
    const dates = Array.from({ length: days }, (_, i) =>
      new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    );
    const series = () => {
      let p = 1 + Math.floor(random() * 110);
      return dates.map(() => {
        p = Math.max(1, p + Math.round((random() - 0.5) * 4));
        const r = random();
        return r < 0.015 ? null : p > 100 ? 'out' : p;
      });
    };
    return {
      campaign,
      datemin,
      datemax,
      gap,
      // The view the panel opens with (lib/messaging/protocol/monitoring-report.ts).
      type: 'organic',
      competitors: [],
      filters: null,
      dates,
      groups,
      partial: false,
      keywords: Array.from({ length: keywords }, (_, i) => ({
        id: i + 1,
        title: `keyword ${i + 1} running shoes`,
        groupId: (i % 2) + 1,
        status: i % 17 === 0 ? 'stop' : 'active',
        volume: Math.floor(random() * 50_000),
        cpc: Math.round(random() * 400) / 100,
        positions: { desktop: series(), mobile: series() },
        urls: { desktop: `https://www.bench.example/p/${i}/`, mobile: null },
        urlHistory: { desktop: [{ from: dates[0], url: `https://www.bench.example/p/${i}/` }] },
        rivals: {},
      })),
    };
  }

  /** Time from handing the report over to the first frame showing its rows. */
  function watch(expect: string, t0: number) {
    const check = () => {
      const view = document.querySelector('.sp-positions');
      if (view?.getAttribute('data-report') === expect && document.querySelector('.vt-row')) {
        bench.samples.push(performance.now() - t0);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  const answer = (message: { type?: string; data?: Record<string, string> }): unknown => {
    if (message.type === 'monitoring.forDomain')
      return { domain: 'bench.example', campaigns: [campaign] };
    if (message.type === 'monitoring.positions') {
      const { datemin, datemax, gap } = message.data ?? {};
      return report(datemin, datemax, gap);
    }
    return undefined;
  };

  const runtime = chrome.runtime as unknown as { sendMessage: (...args: unknown[]) => unknown };
  const real = runtime.sendMessage.bind(chrome.runtime);
  runtime.sendMessage = (...args: unknown[]) => {
    const callback =
      typeof args[args.length - 1] === 'function' ? (args.pop() as (r: unknown) => void) : null;
    const message = args[args.length - 1] as { type?: string; data?: Record<string, string> };
    const data = answer(message);
    if (data === undefined) return callback ? real(...args, callback) : real(...args);
    const reply = { res: { ok: true, data } };
    const deliver = () => {
      if (message.type === 'monitoring.positions') {
        const d = message.data ?? {};
        bench.expect = `${d.datemin}|${d.datemax}|${d.gap}|full`;
        watch(bench.expect, performance.now());
      }
      return reply;
    };
    if (callback) {
      setTimeout(() => callback(deliver()), 0);
      return undefined;
    }
    return new Promise((resolve) => setTimeout(() => resolve(deliver()), 0));
  };
}

export async function measureTableRender(
  context: BrowserContext,
  extensionId: string,
  samples = 9,
): Promise<number> {
  const page = await context.newPage();
  try {
    // tsx (esbuild, keepNames) wraps named functions in `__name(…)`; the page has no such helper.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(installFakeMonitoring, { keywords: KEYWORDS, days: DAYS });
    await page.setViewportSize({ width: 420, height: 900 });
    await page.goto(
      `chrome-extension://${extensionId}/sidepanel.html?tabUrl=${encodeURIComponent('https://www.bench.example/')}`,
    );
    await page.waitForFunction(
      () => (window as unknown as { __bench: { samples: number[] } }).__bench.samples.length >= 1,
      null,
      {
        timeout: 60_000,
      },
    );
    const range = page.getByRole('combobox', { name: 'Range' });
    for (let i = 1; i <= samples; i++) {
      await range.selectOption(i % 2 ? '90' : '7');
      await page.waitForFunction(
        (n) => (window as unknown as { __bench: { samples: number[] } }).__bench.samples.length > n,
        i,
        { timeout: 60_000 },
      );
    }
    const all = await page.evaluate(
      () => (window as unknown as { __bench: { samples: number[] } }).__bench.samples,
    );
    // The first render also loads the view's code: leave it out, take the median of the rest.
    const measured = all.slice(1).sort((a, b) => a - b);
    return measured[Math.floor(measured.length / 2)];
  } finally {
    await page.close();
  }
}
