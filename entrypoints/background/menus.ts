import { browser, type Browser } from 'wxt/browser';
import { ServiceError } from '@/lib/api/errors';
import { needsConfirm, type BrowserSource } from '@/lib/domain/spending';
import { isAuditableUrl } from '@/lib/domain/url';
import { pendingLaunch } from '@/lib/storage/pending-launch';
import { preferences } from '@/lib/storage/prefs';
import { spendingLimits } from '@/lib/storage/spending';
import { pendingResearch } from '@/lib/storage/research';
import { launchAudit, refuseUnreachable } from './audits/launch';
import { shortcutLaunch } from './audits/plans';
import { backgroundTranslator } from './i18n';
import { planCost } from './spending/cost';
import {
  notifyChooseFirst,
  notifyConfirmFirst,
  notifyLaunchFailed,
  notifyStarted,
} from './notifications/notify';
import { toolbar } from './toolbar/button';
import { caught, logCaught } from '@/lib/diagnostics/log';

export const MENU_AUDIT = 'stormlens-audit-page';
export const MENU_RESEARCH = 'stormlens-research';
/** Longest selection taken into research (a phrase, not an article). */
export const MAX_QUERY = 200;

type TabLike = { id?: number; windowId?: number; url?: string } | undefined;

/**
 * "Audit this page" / the `audit-tab` command: launch what the user last launched on this site
 * (or chose in Options) and say what it cost; with nothing chosen yet, or a cost over the user's
 * confirmation threshold, ask first (the popup, which shows the held launch). The request id is
 * made here, when the user acts, so the launch is sent once whatever the worker does.
 */
export async function auditTab(tab: TabLike, source: BrowserSource = 'shortcut'): Promise<void> {
  try {
    if (!tab?.url || !isAuditableUrl(tab.url)) {
      throw new ServiceError('unsupported', { details: { url: tab?.url ?? null } });
    }
    // Before asking which plan: no popup opens for a page no plan can audit.
    await refuseUnreachable([tab.url]);
    const plan = await shortcutLaunch(tab.url);
    if (!plan) {
      await askFirst();
      return;
    }
    const requestId = crypto.randomUUID();
    const cost = await planCost(plan);
    if (needsConfirm(cost, await spendingLimits.getValue())) {
      await pendingLaunch.setValue({ requestId, source, ...plan, cost, at: Date.now() });
      await askFirst(() => notifyConfirmFirst(cost));
      return;
    }
    const answer = await launchAudit({ requestId, ...plan, source });
    await notifyStarted(tab.url, answer);
  } catch (error) {
    await notifyLaunchFailed(error).catch(caught('menus: the launch-failed notification'));
  }
}

/**
 * Nothing chosen yet, or a launch held for confirmation: open the popup to choose or confirm (and
 * see the cost), or say so when it cannot.
 */
async function askFirst(tell: () => Promise<void> = notifyChooseFirst): Promise<void> {
  try {
    await toolbar().openPopup();
  } catch (error) {
    // Browsers that open the popup only from its own button: tell the user where to go.
    void logCaught('menus: opening the popup to ask first; a notification instead', error);
    await tell();
  }
}

/**
 * Open the side panel (Chrome) or sidebar (Firefox). Must be called synchronously from the menu
 * or command listener: the browser allows it only while handling that user gesture.
 */
export function openSidePanel(tab: TabLike): Promise<void> {
  if (browser.sidePanel?.open) {
    if (tab?.id !== undefined) return browser.sidePanel.open({ tabId: tab.id });
    return browser.sidePanel.open({ windowId: tab?.windowId ?? browser.windows.WINDOW_ID_CURRENT });
  }
  // Firefox's sidebar API is not in Chrome's types.
  const firefox = browser as unknown as { sidebarAction?: { open(): Promise<void> } };
  return firefox.sidebarAction?.open() ?? Promise.resolve();
}

/** The selection to research: trimmed, one line, at most MAX_QUERY characters; null when empty. */
export function researchQuery(selection: string | undefined): string | null {
  const query = (selection ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY).trim();
  return query || null;
}

async function createMenus(): Promise<void> {
  const { t } = await backgroundTranslator();
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: MENU_AUDIT,
    title: t('background.menu.auditPage'),
    contexts: ['page'],
    documentUrlPatterns: ['http://*/*', 'https://*/*'],
  });
  browser.contextMenus.create({
    id: MENU_RESEARCH,
    title: t('background.menu.research'),
    contexts: ['selection'],
  });
}

function onMenuClick(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): void {
  if (info.menuItemId === MENU_AUDIT) {
    void auditTab(tab ? { ...tab, url: info.pageUrl ?? tab.url } : undefined, 'menu');
  } else if (info.menuItemId === MENU_RESEARCH) {
    const query = researchQuery(info.selectionText);
    // Open first, while the gesture lasts; the panel picks the query up from storage.
    void openSidePanel(tab).catch(caught('menus: opening the side panel'));
    if (query) void pendingResearch.setValue({ query, at: Date.now() });
  }
}

export function onCommand(command: string, tab?: Browser.tabs.Tab): void {
  if (command === 'open-side-panel') {
    void openSidePanel(tab).catch(caught('menus: opening the side panel'));
  } else if (command === 'audit-tab') {
    if (tab) void auditTab(tab);
    else {
      void browser.tabs
        .query({ active: true, currentWindow: true })
        .then(([active]) => auditTab(active));
    }
  }
}

export function registerMenus(): void {
  browser.runtime.onInstalled.addListener(() => void createMenus());
  browser.contextMenus.onClicked.addListener(onMenuClick);
  browser.commands.onCommand.addListener(onCommand);
  // Menu titles follow the language preference.
  preferences.watch((next, previous) => {
    if (next.language !== previous?.language) void createMenus();
  });
}
