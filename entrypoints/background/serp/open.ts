import { browser } from 'wxt/browser';
import { caught, logCaught } from '@/lib/diagnostics/log';
import { pendingResearch } from '@/lib/storage/research';
import { panelRequest } from '@/lib/storage/watch';
import type { HandlerContext } from '@/lib/messaging/server';
import { openSidePanel } from '../menus';

/**
 * `serp.openKeyword`: the side panel on a keyword's story. The browser opens the panel only while
 * the user's click lasts, so it is asked first, before any storage work; the panel then takes the
 * request from storage (as a changes notification's click does). A browser that refuses gets the
 * panel page in a tab, on the same keyword.
 */
export function openKeyword(
  { campaignId, keywordId }: { campaignId: number; keywordId: number },
  { sender }: HandlerContext,
): Promise<{ opened: 'panel' | 'tab' }> {
  const opening = openSidePanel(sender.tab);
  void panelRequest
    .setValue({ view: 'keyword', campaignId, keywordId, at: Date.now() })
    .catch(caught('serp: storing the side panel request'));
  return opening.then(
    () => ({ opened: 'panel' as const }),
    async (error: unknown) => {
      await logCaught('serp: opening the side panel on a keyword; a tab instead', error);
      const query = `view=keyword&campaign=${campaignId}&keyword=${keywordId}`;
      await browser.tabs.create({ url: browser.runtime.getURL(`/sidepanel.html?${query}`) });
      return { opened: 'tab' as const };
    },
  );
}

/**
 * `serp.research`: the side panel's Research tab on the results page's phrase. As the context
 * menu's "Research" does (entrypoints/background/menus.ts): the panel is asked first, while the click lasts, and takes
 * the phrase from storage; a browser that refuses gets the panel page in a tab, which takes it too.
 */
export function openResearch(
  { phrase }: { phrase: string },
  { sender }: HandlerContext,
): Promise<{ opened: 'panel' | 'tab' }> {
  const opening = openSidePanel(sender.tab);
  void pendingResearch
    .setValue({ query: phrase, at: Date.now() })
    .catch(caught('serp: storing the phrase to research'));
  return opening.then(
    () => ({ opened: 'panel' as const }),
    async (error: unknown) => {
      await logCaught('serp: opening the side panel on research; a tab instead', error);
      await browser.tabs.create({ url: browser.runtime.getURL('/sidepanel.html') });
      return { opened: 'tab' as const };
    },
  );
}
