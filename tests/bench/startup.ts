/**
 * `npm run bench -- startup [prefetch|kept-strings|lazy-items …] [--runs N]`: the start-up rows
 * (popup open → cached score, side panel cold open, reopen, switching) with every speed-only
 * mechanism, and without each one named (lib/bench-without.ts: the e2e package built again with
 * STORMLENS_BENCH_WITHOUT), over N runs each (3 by default), taken in turn so a slow spell of the
 * machine falls on every variant alike. Prints each run, then the median and spread per variant.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { createEmulator } from '../emulator/server';
import { launchConnected, median, panelHooks } from './browser';
import { seedBigCampaign } from './big-campaign';
import { measureLaunchCalls, measurePopupOpen } from './popup-speed';
import { serviceLog } from './service-log';
import { measurePanel } from './sidepanel-speed';
import { ms } from './table';

const AUDITED_URL = 'https://www.example.com/running-shoes/';
const FIGURES = [
  'popup open → cached score (median of 14)',
  'side panel cold open → first row',
  'side panel reopen → first row (median of 10)',
  'switching two seen domains → first row (median of 8)',
] as const;

/** The e2e package with the mechanisms `without` left out, built into its own folder. */
function build(outBase: string, without: string): string {
  const outDir = `${outBase}-${without || 'all'}`;
  console.log(`Building the e2e package${without ? ` without ${without}` : ''}…`);
  execSync('npx wxt build --mode e2e', {
    env: {
      ...process.env,
      WXT_OUT_DIR: outDir,
      NODE_ENV: 'production',
      STORMLENS_BENCH_WITHOUT: without,
    },
    stdio: 'ignore',
  });
  return path.join(outDir, 'chrome-mv3-e2e');
}

/** One run: a fresh emulator and browser, an audit launched for the popup's cached score. */
async function run(extensionPath: string): Promise<number[]> {
  const emulator = createEmulator({ rateLimit: true, auditDurationMs: 3000 });
  const { url: emulatorUrl, baseUrl } = await emulator.listen(0);
  seedBigCampaign(emulator, 'demo-token');
  const log = serviceLog(emulatorUrl);
  const ext = await launchConnected(extensionPath, baseUrl);
  try {
    await measureLaunchCalls(ext.context, ext.extensionId, log, AUDITED_URL);
    const popup = await measurePopupOpen(ext.context, ext.extensionId, log, AUDITED_URL);
    const panel = await measurePanel(ext.context, ext.extensionId, log, panelHooks(ext));
    return [popup.ms, panel.cold.ms, panel.reopen.ms, panel.switching.ms];
  } finally {
    await ext.close();
    await emulator.close();
  }
}

export async function startupComparison(outBase: string, args: string[]): Promise<void> {
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const named = args.filter((arg, i) => !arg.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));
  const variants = ['', ...named];
  const packages = variants.map((without) => build(outBase, without));
  const figures = variants.map((): number[][] => []);
  for (let r = 0; r < runs; r++) {
    for (const [v, without] of variants.entries()) {
      const values = await run(packages[v]);
      figures[v].push(values);
      console.log(`run ${r + 1}, ${without ? `without ${without}` : 'all'}: ${values.map(ms)}`);
    }
  }
  console.log(`\nMedian (min–max) over ${runs} runs each:`);
  for (const [f, figure] of FIGURES.entries()) {
    console.log(`- ${figure}`);
    for (const [v, without] of variants.entries()) {
      const values = figures[v].map((one) => one[f]);
      const spread = `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
      const label = without ? `without ${without}` : 'with every mechanism';
      console.log(`    ${label}: ${ms(median(values))} (${spread}; ${values.map(ms).join(', ')})`);
    }
  }
}
