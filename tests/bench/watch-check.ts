/**
 * Watch benchmark (issue 18): the service calls and the time one daily check of 3 campaigns with
 * 2,000 keywords each needs, through the built extension against the emulator (rate limit on).
 * The campaigns, groups and keywords are created through the extension's own commands; then three
 * campaign watches are stored and "Check now" runs the check. Every call the emulator logs while
 * it runs is counted.
 */
import type { Page, Worker } from '@playwright/test';
import { sendRaw } from './browser';

const CAMPAIGNS = 3;
const KEYWORDS = 2000;
const BATCH = 1000;

type Reply<T> = { ok: boolean; data?: T; error?: unknown };

async function ask<T>(page: Page, type: string, data: unknown): Promise<T> {
  const reply = (await sendRaw(page, type, data)) as Reply<T>;
  if (!reply?.ok || reply.data === undefined) {
    throw new Error(`${type} failed: ${JSON.stringify(reply?.error ?? reply)}`);
  }
  return reply.data;
}

export async function measureWatchCheck(
  page: Page,
  worker: Worker,
  emulatorUrl: string,
): Promise<{ calls: number; reports: number; seconds: number }> {
  const control = (action: string, body: unknown) =>
    fetch(`${emulatorUrl}/__emulator/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await control('account', { token: 'demo-token', campaigns: 20, keywords: 50_000 });
  const [model] = await ask<{ engine: number; country: number }[]>(page, 'monitoring.groups.list', {
    campaignId: 31401,
  });
  const watches = [];
  for (let c = 0; c < CAMPAIGNS; c++) {
    const domain = `bench-${c + 1}.example`;
    const campaign = await ask<{ id: number; title: string }>(page, 'monitoring.campaigns.create', {
      domain,
      title: `Bench ${c + 1}`,
    });
    const groups = await ask<Record<string, { ok: boolean; value?: unknown }>>(
      page,
      'monitoring.groups.create',
      {
        campaignId: campaign.id,
        groups: [
          { title: 'All', engine: model.engine, country: model.country, devices: ['desktop'] },
        ],
      },
    );
    const groupId = Number(Object.values(groups)[0]?.value);
    for (let from = 0; from < KEYWORDS; from += BATCH) {
      const keywords = Array.from({ length: BATCH }, (_, i) => `bench phrase ${c + 1} ${from + i}`);
      await ask(page, 'monitoring.keywords.create', { groupId, keywords });
    }
    const now = Date.now();
    watches.push({
      id: `bench-${c + 1}`,
      campaignId: campaign.id,
      domain,
      campaignTitle: campaign.title,
      scope: { kind: 'campaign' },
      rules: {
        dayMove: 5,
        weekMove: 10,
        tops: [3, 10, 50],
        top100: true,
        urlChange: true,
        competitor: null,
      },
      createdAt: now,
      updatedAt: now,
    });
  }
  await worker.evaluate(async (list) => chrome.storage.local.set({ watches: list }), watches);
  await control('requests/clear', {});
  const t0 = Date.now();
  await ask(page, 'watch.checkNow', {});
  const seconds = (Date.now() - t0) / 1000;
  const log = (await (await fetch(`${emulatorUrl}/__emulator/requests`)).json()) as {
    requests: { path: string }[];
  };
  const reports = log.requests.filter((r) => r.path.includes('monitoring-campaign/get-data'));
  return { calls: log.requests.length, reports: reports.length, seconds };
}
