import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { ServiceError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { searchQuery } from '@/lib/domain/serp/query';
import { parseResults } from '@/lib/domain/serp/results';
import { serpTranslator } from './i18n';
import { mountSerp, type Mounted } from './mount';
import { sendSerp } from './send';

/** Resolves once the tab is in front: a results page opened in the background costs nothing. */
function visible(ctx: ContentScriptContext): Promise<void> {
  if (document.visibilityState === 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    ctx.addEventListener(document, 'visibilitychange', onChange);
  });
}

/**
 * The results page's annotation: the query from the address, the first page's results from the
 * page, what Stormlens has stored about the phrase from the background (no service call), then
 * the strip and the badges. Nothing else is read from the page, and nothing leaves the browser.
 * `current` says whether this search is still the page's: a new search while the look-up was
 * answering draws nothing for the old one.
 */
async function annotate(
  ctx: ContentScriptContext,
  current: () => boolean,
): Promise<Mounted | null> {
  await visible(ctx);
  const query = searchQuery(location.href);
  if (!query || ctx.isInvalid || !current()) return null;
  let lookup;
  try {
    lookup = await sendSerp('serp.lookup', {
      phrase: query.phrase,
      pageHost: location.hostname,
    });
  } catch (error) {
    // Nothing is drawn on the page for a failed look-up; the diagnostics log says why.
    await logCaught('results page: looking up the phrase', ServiceError.from(error));
    return null;
  }
  if (lookup.index === 'off' || ctx.isInvalid || !current()) return null;
  const results = parseResults(document, location.href);
  return mountSerp(ctx, {
    translator: serpTranslator(lookup.language),
    phrase: query.phrase,
    results,
    lookup,
    onResearch: () => {
      // From the click itself: the side panel opens only during the user's gesture.
      sendSerp('serp.research', { phrase: query.phrase }).catch((error: unknown) =>
        logCaught('results page: opening research on the phrase', error),
      );
    },
  });
}

/** The search an address shows (phrase and host), or null: what a new search changes. */
const searchOf = (url: string) => JSON.stringify(searchQuery(url));

/**
 * A results page searched again without reloading (the page's own history change, or Back to
 * the previous search) gets the new search's strip: the old one is removed at once, and the new
 * one drawn once the page has put its new results in (read too early, they would be the old).
 * WXT's location watcher reports the change: the Navigation API's events in Chromium, a check of
 * the address each second where it is missing (Firefox).
 */
const RESULTS_SETTLE_MS = 500;

export function annotateSearches(ctx: ContentScriptContext): void {
  let shown: Mounted | null = null;
  let run = 0;
  const annotateNow = () => {
    const mine = ++run;
    void annotate(ctx, () => mine === run).then((mounted) => {
      if (mounted) shown = mounted;
    });
  };
  let search = searchOf(location.href);
  ctx.addEventListener(window, 'wxt:locationchange', (event) => {
    const next = searchOf(event.newUrl.href);
    if (next === search) return;
    search = next;
    run += 1; // a look-up still answering is for the old search
    shown?.remove();
    shown = null;
    ctx.setTimeout(annotateNow, RESULTS_SETTLE_MS);
  });
  annotateNow();
}
