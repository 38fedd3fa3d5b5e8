import { browser } from 'wxt/browser';
import type { Api } from '@/lib/api';
import { liveStatuses } from '@/lib/domain/entity-status';
import { campaignTypes } from '@/lib/domain/campaign-type';
import { logCaught } from '@/lib/diagnostics/log';
import { PAGE_SIZE } from '@/lib/monitoring/port';
import { campaignFacts } from '@/lib/storage/campaign-facts';
import { indexState } from '@/lib/storage/serp-index';
import { serpSettings } from '@/lib/storage/serp-settings';
import { getApi } from '../api';
import { coalesced } from '../coalesce';
import { indexStep, type IndexPort } from './index-build';

/*
 * When the phrase index is filled: while the results page is on, a pass runs step by step (one
 * call each, the client's limiter keeping one a second, behind what a person waits for) until it
 * is done; then the alarm wakes the worker when the daily pass is due. While a pass runs, the
 * alarm fires every minute, so a pass a stopped worker left goes on; a failed call waits a
 * quarter of an hour.
 */
export const INDEX_ALARM = 'stormlens-serp-index';
const AFTER_FAILURE_MINUTES = 15;

/** The pass's calls over the background's client. */
export function servicePort(api: Api): IndexPort {
  const pager = (page: number) => ({ page, itemsPerPage: PAGE_SIZE });
  return {
    now: () => Date.now(),
    campaigns: async (page) => {
      const list = await api.monitoring.campaigns.list({
        ...pager(page),
        types: [...campaignTypes],
        statuses: [...liveStatuses],
      });
      // List items carry no title of their own: the one Stormlens read before, when it has one.
      const facts = await campaignFacts.getValue();
      const items = list.campaigns.map((c) => ({ ...c, title: facts[c.id]?.title ?? c.title }));
      return { count: list.count, items };
    },
    groups: async (campaignId, page) => {
      const list = await api.monitoring.groups.list({ campaignId, ...pager(page) });
      return { count: list.count, items: list.groups };
    },
    keywords: async (campaignId, page) => {
      const list = await api.monitoring.keywords.list({
        campaignId,
        ...pager(page),
        statuses: [...liveStatuses],
      });
      return { count: list.count, items: list.keywords };
    },
  };
}

const enabled = async () => (await serpSettings.getValue()).enabled;

/** Fill the index as far as it is due; one run at a time in this worker. */
export const runIndex = coalesced(async (): Promise<void> => {
  if (!(await enabled())) {
    await browser.alarms.clear(INDEX_ALARM);
    return;
  }
  await browser.alarms.create(INDEX_ALARM, { delayInMinutes: 1, periodInMinutes: 1 });
  try {
    const port = servicePort(await getApi('later'));
    while (await indexStep(port)) {
      // Turned off mid-pass: stop here; the pass goes on where it stood if turned on again.
      if (!(await enabled())) return void (await browser.alarms.clear(INDEX_ALARM));
    }
    const { nextPassAt } = await indexState.getValue();
    await browser.alarms.create(INDEX_ALARM, { when: nextPassAt });
  } catch (error) {
    await logCaught('serp: filling the phrase index', error);
    await browser.alarms.create(INDEX_ALARM, { delayInMinutes: AFTER_FAILURE_MINUTES });
  }
});
