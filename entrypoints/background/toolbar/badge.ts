import { browser } from 'wxt/browser';
import type { MessageTranslator } from '@/lib/i18n';
import { bandColors, scoreBand } from '@/lib/domain/score';
import { normalizeUrl } from '@/lib/domain/url';
import { latestResults, type UrlResults } from '@/lib/storage/audits';
import { preferences } from '@/lib/storage/prefs';
import { watchChanges } from '@/lib/storage/watch';
import { pageChanges } from '@/lib/storage/page-watch';
import { backgroundTranslator, childNamer } from '../i18n';
import { toolbar } from './button';
import { caught, logCaught } from '@/lib/diagnostics/log';

export interface BadgeView {
  text: string;
  color: string;
  title: string;
}

type Namer = Awaited<ReturnType<typeof childNamer>>;

/** Shown while an audit of the tab's URL runs. */
export const RUNNING_TEXT = '…';
/** Shown when the last run of the URL failed on every child. */
export const FAILED_TEXT = '!';

/** The badge's colour for unseen ranking changes (a blue none of the score bands uses). */
export const CHANGES_COLOR = '#1d4ed8';

/**
 * The badge for a URL's latest results: the lowest score of the run in its band's colour (the
 * number itself carries the meaning, colour only reinforces it), a running indicator, or — on a
 * tab without audit results — the count of unseen ranking changes from the watches, or nothing.
 */
export function badgeView(
  entry: UrlResults | undefined,
  { t }: MessageTranslator,
  name: Namer,
  unseen = 0,
): BadgeView {
  const empty =
    unseen > 0
      ? {
          text: unseen > 99 ? '99+' : String(unseen),
          color: CHANGES_COLOR,
          title: t('background.watch.badge', { count: unseen }),
        }
      : { text: '', color: bandColors.unknown, title: t('background.badge.title') };
  if (!entry) return empty;
  if (entry.running) {
    return { text: RUNNING_TEXT, color: bandColors.unknown, title: t('background.badge.running') };
  }
  const scored = entry.children.filter((c) => c.status === 'ready' && c.score !== null);
  if (scored.length === 0) {
    return entry.children.some((c) => c.status === 'error')
      ? { text: FAILED_TEXT, color: bandColors.poor, title: t('background.badge.failed') }
      : empty;
  }
  const lowest = Math.min(...scored.flatMap((c) => (c.score === null ? [] : [c.score])));
  const details = scored
    .map((c) => {
      const names = name(c.device, c.auditType);
      return t('background.badge.childScore', { ...names, score: String(c.score) }).trim();
    })
    .join(', ');
  return {
    text: String(lowest),
    color: bandColors[scoreBand(lowest)],
    title: t('background.badge.score', { score: String(lowest), details }),
  };
}

/** Paint one tab's badge from its URL's latest results. */
async function paint(tabId: number, view: BadgeView): Promise<void> {
  const action = toolbar();
  try {
    await Promise.all([
      action.setBadgeText({ tabId, text: view.text }),
      action.setBadgeBackgroundColor({ tabId, color: view.color }),
      action.setTitle({ tabId, title: view.title }),
      // White on the band colours keeps the contrast the band colours were chosen for.
      action.setBadgeTextColor?.({ tabId, color: '#ffffff' }),
    ]);
  } catch (error) {
    // Usually the tab closed between the query and the paint: nothing to show, but say so.
    void logCaught('badge: painting the toolbar badge', error);
  }
}

/**
 * Repaint the badges of tabs: every tab by default, or those showing `urls` (normalised).
 * Per-tab badges, so switching tabs shows the right one without waiting for us.
 */
export async function refreshBadges(urls?: Set<string>): Promise<void> {
  const [tabs, results, translator, unseen] = await Promise.all([
    browser.tabs.query({}),
    latestResults.getValue(),
    backgroundTranslator(),
    unseenChanges(),
  ]);
  const name = await childNamer(translator);
  await Promise.all(
    tabs.map((tab) => {
      if (tab.id === undefined) return undefined;
      const key = normalizeUrl(tab.url);
      if (urls && (!key || !urls.has(key))) return undefined;
      return paint(tab.id, badgeView(key ? results[key] : undefined, translator, name, unseen));
    }),
  );
}

/** Repaint one tab (it navigated or became active). */
export async function refreshTabBadge(tabId: number, url: string | undefined): Promise<void> {
  const [results, translator, unseen] = await Promise.all([
    latestResults.getValue(),
    backgroundTranslator(),
    unseenChanges(),
  ]);
  const key = normalizeUrl(url);
  const name = await childNamer(translator);
  await paint(tabId, badgeView(key ? results[key] : undefined, translator, name, unseen));
}

async function unseenChanges(): Promise<number> {
  const [keywords, pages] = await Promise.all([watchChanges.getValue(), pageChanges.getValue()]);
  return [...keywords, ...pages].filter((c) => !c.seen).length;
}

/** The URLs whose entries differ between two versions of latestResults. */
export function changedUrls(
  next: Record<string, UrlResults>,
  previous: Record<string, UrlResults> | null,
): Set<string> {
  const keys = new Set([...Object.keys(next), ...Object.keys(previous ?? {})]);
  return new Set(
    [...keys].filter((k) => JSON.stringify(next[k]) !== JSON.stringify(previous?.[k])),
  );
}

export function registerBadge(): void {
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void browser.tabs
      .get(tabId)
      .then((tab) => refreshTabBadge(tabId, tab.url), caught('badge: reading the activated tab'));
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    // Chrome clears per-tab badge state on navigation; paint again once the URL is known.
    if (change.url !== undefined || change.status === 'complete')
      void refreshTabBadge(tabId, tab.url);
  });
  latestResults.watch((next, previous) => void refreshBadges(changedUrls(next, previous)));
  // The unseen-changes count shows on every tab without audit results.
  watchChanges.watch(() => void refreshBadges());
  pageChanges.watch(() => void refreshBadges());
  // Tooltips follow the language preference.
  preferences.watch((next, previous) => {
    if (next.language !== previous?.language) void refreshBadges();
  });
  browser.runtime.onStartup.addListener(() => void refreshBadges());
  browser.runtime.onInstalled.addListener(() => void refreshBadges());
}
