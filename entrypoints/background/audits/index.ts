import { browser } from 'wxt/browser';
import { handle } from '@/lib/messaging/server';
import { RUN_INDEX_ALARM, runRunIndex } from './run-recheck';
import { getApi } from '../api';
import { whileWanted } from '../monitoring';
import {
  cloneAudit,
  deleteAudit,
  refreshAudit,
  reportOf,
  retrieveAudit,
  moreChildren,
  runHead,
} from './actions';
import { toSummary } from './convert';
import { fetchHistory } from './history';
import { launchAudit, settingsDescriptor } from './launch';
import { listAll } from './list-all';
import { rememberPlan } from './plans';
import { normalizeUrl } from '@/lib/domain/url';
import type { HistoryRun } from '@/lib/storage/audits';

/**
 * One history fetch per page at a time: a popup reopened (or a run starting) while one runs gets
 * its answer instead of queueing the same list calls again behind it.
 */
const historyInFlight = new Map<string, Promise<HistoryRun[]>>();

function historyOnce(url: string): Promise<HistoryRun[]> {
  const key = normalizeUrl(url) ?? url;
  let running = historyInFlight.get(key);
  if (!running) {
    running = fetchHistory(url).finally(() => historyInFlight.delete(key));
    historyInFlight.set(key, running);
  }
  return running;
}

/** The `audits.*` commands (lib/messaging/protocol/audits.ts documents each). */
export function registerAudits(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RUN_INDEX_ALARM) void runRunIndex();
  });
  handle('audits.launch', async (input) => {
    const answer = await launchAudit(input);
    await rememberPlan(input);
    return answer;
  });
  handle('audits.settings', ({ fresh }) => settingsDescriptor(fresh));
  handle('audits.history', ({ url }) => historyOnce(url));
  handle('audits.report', ({ id }) => reportOf(id));
  handle('audits.run', ({ id }) => runHead(id));
  handle('audits.children', ({ parentId, page }) => moreChildren(parentId, page));
  handle('audits.retrieve', ({ id, later, ticket }, { sender }) =>
    retrieveAudit(id, later ? 'later' : 'now', whileWanted(sender, ticket)),
  );
  handle('audits.refresh', (input) => refreshAudit(input));
  handle('audits.clone', (input) => cloneAudit(input));
  handle('audits.delete', ({ id }) => deleteAudit(id));
  handle('audits.list', async ({ parentId, sorting, pager, filters }) => {
    const api = await getApi();
    const params = {
      parentId,
      sortField: sorting.field,
      sortOrder: sorting.sort,
      title: filters.title || undefined,
      auditTypes: filters.auditType,
      devices: filters.device,
      statuses: filters.status,
    };
    // A run's children are shown whole (a run of 20 pages has 80 or more): every page is read.
    const audits =
      parentId === undefined
        ? await api.audits.list({ ...params, itemsPerPage: pager.itemsPerPage, page: pager.page })
        : await listAll(api.audits.list, params);
    return audits.map(toSummary);
  });
}
