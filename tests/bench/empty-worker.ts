/**
 * What an extension's worker costs to wake on this machine, measured in the same run as
 * Stormlens's own: an extension whose worker only answers a message, woken the same way (every
 * worker stopped, then one command sent from an extension page). The cold start row is judged
 * against it, so a slow machine moves both figures and a heavier worker moves only ours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchExtension, median, sendRaw, stopWorkers } from './browser';

const MANIFEST = {
  manifest_version: 3,
  name: 'Empty worker',
  version: '1.0.0',
  background: { service_worker: 'background.js' },
};

// Answers in the wire form @webext-core/messaging uses (`{ res }`), as ./browser.ts sendRaw reads.
const BACKGROUND = `chrome.runtime.onMessage.addListener((message, sender, reply) => {
  reply({ res: { ok: true, data: message.type } });
});`;

/** Median of `runs` cold starts → first answer: every worker stopped, then one command. */
export async function coldStarts(
  context: BrowserContext,
  page: Page,
  type: string,
  runs = 7,
): Promise<number> {
  const starts: number[] = [];
  for (let i = 0; i < runs; i++) {
    await stopWorkers(context, page);
    await page.waitForTimeout(300);
    const t0 = Date.now();
    await sendRaw(page, type, {});
    starts.push(Date.now() - t0);
  }
  return median(starts);
}

/** The empty extension's cold start → first answer (median of 7), in a browser of its own. */
export async function emptyWorkerColdStart(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stormlens-empty-worker-'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'background.js'), BACKGROUND);
  fs.writeFileSync(path.join(dir, 'page.html'), '<!doctype html><title>Empty</title>');
  const ext = await launchExtension(dir);
  try {
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/page.html`);
    return await coldStarts(ext.context, page, 'ping');
  } finally {
    await ext.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
