import { browser } from 'wxt/browser';
import { handle } from '@/lib/messaging/server';
import { caught, logCaught } from '@/lib/diagnostics/log';
import { panelRequest, watches } from '@/lib/storage/watch';
import { meteredApi } from '../api';
import { openSidePanel } from '../menus';
import { markSeen } from './changes';
import { runCheck, type CheckPort } from './check';
import { CHANGES_PREFIX, LOUD_ALARM, tellChanges, tellHeld } from './notify';
import { registerPageWatch } from './pages';
import { removeFromList, saveInList } from './saved';
import { hourlyWhileAny } from './wake-up';

/** Wakes the worker hourly; the ledger decides whether a check is due (lib/domain/watch-schedule.ts). */
export const CHECK_ALARM = 'stormlens-watch-check';

/** The check over the real service: one metered campaign report per watched campaign. */
export const servicePort: CheckPort = {
  now: () => Date.now(),
  read: async (campaignId, domains) => {
    const { api, meter } = await meteredApi('later');
    // No datemin/datemax: the service's own two weeks up to its yesterday (../shared/spec/monitoring.md). A
    // 503 with part of the data is not used: a keyword missing from it would read as "out".
    const rank = await api.monitoring.campaigns.data({ id: campaignId, domains, gap: 'daily' });
    return { rank, meter };
  },
  tell: (runId, changes) => tellChanges(runId, changes),
};

/** The check the side panel asked for: its failure is logged and answered to the panel. */
function checkNow() {
  return runCheck(servicePort, true).catch(async (error: unknown) => {
    await logCaught('watch: the check failed', error);
    throw error;
  });
}

/** The check nobody waits for (the hourly alarm, start-up): its failure goes to the log only. */
function checkUnattended(): Promise<unknown> {
  // The ledger keeps each campaign's error for the panel as well.
  return runCheck(servicePort, false).catch(caught('watch: the check failed'));
}

/** Clicking a changes notification opens the side panel on the Changes view. */
function onNotificationClick(id: string): void {
  if (!id.startsWith(CHANGES_PREFIX)) return;
  void browser.notifications.clear(id);
  void panelRequest.setValue({ view: 'changes', at: Date.now() });
  // Opened while the click's gesture lasts; a browser that refuses gets the panel in a tab.
  void openSidePanel(undefined)
    .catch(async (error: unknown) => {
      await logCaught('watch: opening the side panel from a notification; a tab instead', error);
      await browser.tabs.create({ url: browser.runtime.getURL('/sidepanel.html?view=changes') });
    })
    .catch(caught('watch: opening the Changes view in a tab'));
}

export function registerWatch(): void {
  registerPageWatch();
  handle('watch.save', ({ id, ...draft }) => saveInList(watches, id, draft));
  handle('watch.delete', ({ id }) => removeFromList(watches, id));
  handle('watch.checkNow', () => checkNow());
  handle('watch.markSeen', async ({ ids }) => ({ marked: await markSeen(ids) }));

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === CHECK_ALARM) void checkUnattended();
    if (alarm.name === LOUD_ALARM) void tellHeld().catch(caught('watch: telling held changes'));
  });
  browser.notifications.onClicked.addListener(onNotificationClick);
  // The hourly wake-up exists while any watch does; a run a stopped worker left is taken up now.
  hourlyWhileAny(CHECK_ALARM, watches);
  void checkUnattended();
}
