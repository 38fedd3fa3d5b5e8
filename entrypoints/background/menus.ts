import { browser, type Browser } from 'wxt/browser';
import { ServiceError } from '@/lib/api/errors';
import { isAuditableUrl } from '@/lib/domain/url';
import { preferences } from '@/lib/storage/prefs';
import { pendingResearch } from '@/lib/storage/research';
import { launchAudit, settingsDescriptor } from './audits/launch';
import { backgroundTranslator } from './i18n';
import { notifyLaunchFailed, notifyStarted } from './notify';

export const MENU_AUDIT = 'stormlens-audit-page';
export const MENU_RESEARCH = 'stormlens-research';
/** Longest selection taken into research (a phrase, not an article). */
export const MAX_QUERY = 200;

type TabLike = { id?: number; windowId?: number; url?: string } | undefined;

/** The launch input for a tab from the preferences: the default profile, else the default types. */
export async function quickLaunchInput(url: string) {
  const prefs = await preferences.getValue();
  if (prefs.defaultProfileId !== null) {
    return { url, devices: prefs.defaultDevices, profileId: prefs.defaultProfileId };
  }
  const available = Object.keys(await settingsDescriptor());
  const chosen = prefs.defaultAuditTypes.filter((type) => available.includes(type));
  return { url, devices: prefs.defaultDevices, types: chosen.length ? chosen : available };
}

/** "Audit this page" / the `audit-tab` command: launch with the defaults, say how it went. */
export async function auditTab(tab: TabLike): Promise<void> {
  try {
    if (!tab?.url || !isAuditableUrl(tab.url)) {
      throw new ServiceError('unsupported', { details: { url: tab?.url ?? null } });
    }
    const answer = await launchAudit(await quickLaunchInput(tab.url));
    await notifyStarted(tab.url, answer.childIds.length, answer.cost, answer.parentId);
  } catch (error) {
    await notifyLaunchFailed(error).catch(() => undefined);
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
    void auditTab(tab ? { ...tab, url: info.pageUrl ?? tab.url } : undefined);
  } else if (info.menuItemId === MENU_RESEARCH) {
    const query = researchQuery(info.selectionText);
    // Open first, while the gesture lasts; the panel picks the query up from storage.
    void openSidePanel(tab).catch(() => undefined);
    if (query) void pendingResearch.setValue({ query, at: Date.now() });
  }
}

function onCommand(command: string, tab?: Browser.tabs.Tab): void {
  if (command === 'open-side-panel') {
    void openSidePanel(tab).catch(() => undefined);
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
