import { browser } from 'wxt/browser';
import { ServiceError } from '@/lib/api/errors';
import { auditUrl } from '@/lib/domain/url';
import type { PageWatch, PageWatchDraft } from '@/lib/domain/page-watch';
import { handle } from '@/lib/messaging/server';
import { logCaught } from '@/lib/diagnostics/log';
import { trackedAudits } from '@/lib/storage/audits';
import { pageWatchLedger, pageWatches } from '@/lib/storage/page-watch';
import { removeFromList, saveInList } from '../saved';
import { hourlyWhileAny } from '../wake-up';
import { servicePagePort } from './port';
import { runPageWatches } from './schedule';

/** Wakes the worker hourly while a page watch exists; the ledger decides whether a run is due. */
export const PAGE_ALARM = 'stormlens-page-watch';

function wake(): void {
  void runPageWatches(servicePagePort).catch((error: unknown) =>
    logCaught('page watch: a scheduled step failed', error),
  );
}

async function savePageWatch({
  id,
  ...input
}: PageWatchDraft & { id?: string }): Promise<PageWatch> {
  const url = auditUrl(input.url);
  if (!url) throw new ServiceError('request', { message: 'page not auditable' });
  return saveInList(pageWatches, id, { ...input, url });
}

async function deletePageWatch(id: string): Promise<{ removed: number }> {
  const answer = await removeFromList(pageWatches, id);
  // Its schedule goes with it; what it found stays in the Changes view until dropped there.
  await pageWatchLedger.update(({ [id]: _gone, ...rest }) => rest);
  return answer;
}

export function registerPageWatch(): void {
  handle('pageWatch.save', async (input) => {
    const saved = await savePageWatch(input);
    wake(); // a new watch's first period is due now
    return saved;
  });
  handle('pageWatch.delete', ({ id }) => deletePageWatch(id));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === PAGE_ALARM) wake();
  });
  // A scheduled run's scores arrive through the tracker: its record finishing settles the run.
  trackedAudits.watch(() => wake());
  // The hourly wake-up exists while any page watch does; nothing runs while none exists.
  hourlyWhileAny(PAGE_ALARM, pageWatches);
  wake(); // a step a stopped worker left is taken up now
}
